import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
// Material's ThemeProvider renders this same provider for a theme without colour schemes, and
// would add its unused CSS-variables provider to the entry code every page downloads.
import { ThemeProvider } from '@mui/system';
import { useMediaMatch } from '../components/use-media-match';
import type { Container } from 'inversify';
import { ContainerProvider } from './container';
import { AppRoutes } from './app-routes';
import { DemoBar } from './demo/demo-bar';
import { PageReferrerPolicy } from './referrer-policy';
import { ToastHost } from './toast-host';
import { createAppTheme } from './theme';

/**
 * The app: theme following the system setting, DI, the page's referrer policy, routes, toasts and
 * (demo mode) the demo bar.
 */
export function App({ container }: { container: Container }) {
  const prefersDark = useMediaMatch('(prefers-color-scheme: dark)');
  const theme = useMemo(() => createAppTheme(prefersDark ? 'dark' : 'light'), [prefersDark]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <ContainerProvider container={container}>
        <BrowserRouter>
          <PageReferrerPolicy />
          <DemoBar />
          <AppRoutes />
          <ToastHost />
        </BrowserRouter>
      </ContainerProvider>
    </ThemeProvider>
  );
}
