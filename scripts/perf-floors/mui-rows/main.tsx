// The floor the import's publishing is held to in the browser tests (e2e/import-jobs.spec.ts):
// the same kind of tap as confirming an import of 200 rows, on the bare MUI page with nothing of
// ours. Confirming in a Material UI dialog closes it, turns every row of a 200-row table from
// "Ready" to "Waiting to publish" and shows a progress bar. The page times that tap itself, from
// its handler to the layout it leaves (forced at once, as the browser would do it before the next
// paint), with no threshold: a long-task observer sees nothing under 50 ms, and on a quiet machine
// this tap is often quicker than that.
import { StrictMode, memo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { FloorPage } from '../mui/floor-page';

declare global {
  interface Window {
    /** How long each confirming tap took, in milliseconds, in the order tapped. */
    floorTaps?: number[];
  }
}

const ROWS = 200;
const TOWNS = ['Leeds', 'York', 'Bristol', 'Norwich', 'Exeter', 'Derby', 'Bath', 'Oxford'];
const theme = createTheme();

const Row = memo(function Row({ index, waiting }: { index: number; waiting: boolean }) {
  return (
    <tr>
      <th scope="row">{index + 1}</th>
      <td>
        {TOWNS[index % TOWNS.length]} → {TOWNS[(index + 3) % TOWNS.length]}
      </td>
      <td>01-01-2030 09:00</td>
      <td>{10 + index} kg</td>
      <td>{waiting ? 'Waiting to publish' : 'Ready'}</td>
    </tr>
  );
});

function Page() {
  const [open, setOpen] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const table = useRef<HTMLTableElement>(null);
  const confirm = () => {
    const start = performance.now();
    flushSync(() => {
      setOpen(false);
      setWaiting(true);
    });
    table.current?.getBoundingClientRect();
    (window.floorTaps ??= []).push(performance.now() - start);
  };
  return (
    <>
      <FloorPage onContinue={() => setOpen(true)} />
      {waiting ? (
        <section>
          <Typography>Publishing 1 of {ROWS}…</Typography>
          <LinearProgress variant="determinate" value={0} aria-label="Progress" />
          <Button onClick={() => setWaiting(false)}>Start over</Button>
        </section>
      ) : null}
      <table ref={table}>
        <caption>
          Rows: {waiting ? 0 : ROWS} of {ROWS} {waiting ? 'published' : 'ready'}
        </caption>
        <tbody>
          {Array.from({ length: ROWS }, (_, index) => (
            <Row key={index} index={index} waiting={waiting} />
          ))}
        </tbody>
      </table>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="floor-dialog-title">
        <DialogTitle id="floor-dialog-title">Post {ROWS} deliveries?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Drivers near the pickup addresses will be able to bid on them.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={confirm}>
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
