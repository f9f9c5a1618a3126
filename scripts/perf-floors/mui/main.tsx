// The floor portal screens are held to in `npm run perf`: what Material UI itself costs a first
// visit (its theme, baseline, an app bar, a card, a text field and a button), with nothing of ours.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { FloorPage } from './floor-page';

const theme = createTheme();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <FloorPage />
    </ThemeProvider>
  </StrictMode>,
);
