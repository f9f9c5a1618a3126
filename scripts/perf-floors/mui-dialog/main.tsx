// The floor the portal's interactions are held to in `npm run perf`: a tap that opens a bare
// Material UI dialog (a title, a sentence and two buttons) on the bare MUI page, with nothing of
// ours. Timed like the portal's interactions, in the same run, so an interaction is
// judged against what MUI itself costs a tap on that machine, not against a figure from another.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { FloorPage } from '../mui/floor-page';

const theme = createTheme();

function Page() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <FloorPage onContinue={() => setOpen(true)} />
      <Dialog open={open} onClose={close} aria-labelledby="floor-dialog-title">
        <DialogTitle id="floor-dialog-title">Post this delivery?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Drivers near the pickup address will be able to bid on it.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button variant="contained" onClick={close}>
            Post
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Page />
    </ThemeProvider>
  </StrictMode>,
);
