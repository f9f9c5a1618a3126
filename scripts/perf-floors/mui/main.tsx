// The floor portal screens are held to in `npm run perf`: what Material UI itself costs a first
// visit (its theme, baseline, an app bar, a card, a text field and a button), with nothing of ours.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CssBaseline from '@mui/material/CssBaseline';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const theme = createTheme();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6" component="h1">
            Bidhaul
          </Typography>
        </Toolbar>
      </AppBar>
      <Card sx={{ m: 2 }}>
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            Post a delivery
          </Typography>
          <TextField label="Pickup address" fullWidth margin="normal" />
          <Button variant="contained">Continue</Button>
        </CardContent>
      </Card>
    </ThemeProvider>
  </StrictMode>,
);
