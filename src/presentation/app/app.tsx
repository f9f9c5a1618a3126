import { BrowserRouter } from 'react-router-dom';
import { StyledEngineProvider, ThemeProvider } from '@mui/material/styles';
import type { Container } from 'inversify';
import { ContainerProvider } from './container';
import { AppRoutes } from './app-routes';
import { DemoBar } from './demo/demo-bar';
import { PageReferrerPolicy } from './referrer-policy';
import { ToastHost } from './toast-host';
import { createAppTheme } from './theme';

/** One theme for the app's life: a change of colour scheme is CSS only. */
const theme = createAppTheme();

/**
 * The app: the theme (both colour schemes, switched in CSS by the system setting), DI, the page's
 * referrer policy, routes, toasts and (demo mode) the demo bar.
 *
 * MUI's run-time styles go into the cascade layer `mui`, so our own static stylesheets (CSS
 * Modules, unlayered) win over them whatever the order the two arrive in: a class of ours on an
 * MUI component adjusts it without a contest of specificity.
 */
export function App({ container }: { container: Container }) {
  return (
    <StyledEngineProvider enableCssLayer>
      {/* Its variables and the baseline are static CSS (src/main.tsx), written at build time. */}
      <ThemeProvider theme={theme} disableStyleSheetGeneration>
        <ContainerProvider container={container}>
          <BrowserRouter>
            <PageReferrerPolicy />
            <DemoBar />
            <AppRoutes />
            <ToastHost />
          </BrowserRouter>
        </ContainerProvider>
      </ThemeProvider>
    </StyledEngineProvider>
  );
}
