import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { Container } from 'inversify';
import { ContainerProvider } from './container';
import { AppRoutes } from './app-routes';
import { DemoBar } from './demo/demo-bar';
import { PageReferrerPolicy } from './referrer-policy';
import { useIdleAfterPaint } from './after-first-paint';
import { ArrivalAtScreens } from './screen-arrival';
import { ToastHost } from './toast-host';

/**
 * The app: DI, the page's referrer policy, routes (each screen opened at the top, its heading
 * focused), toasts, the offline notice and new version's offer, and (demo mode) the demo bar. MUI's
 * theme is given by the parts that draw MUI components (mui-scope.tsx), not here.
 */
export function App({ container }: { container: Container }) {
  return (
    <ContainerProvider container={container}>
      <BrowserRouter>
        <PageReferrerPolicy />
        <DemoBar />
        <ArrivalAtScreens>
          <AppRoutes />
        </ArrivalAtScreens>
        <ToastHost />
        <PortalStatusHost />
      </BrowserRouter>
    </ContainerProvider>
  );
}

const PortalStatus = lazy(() => import('./portal-status'));

/**
 * The offline notice and the new version's offer, downloaded and started (the service worker's
 * registration with it) once the first screen has painted and the browser is idle.
 */
function PortalStatusHost() {
  const idle = useIdleAfterPaint();
  return idle ? (
    <Suspense fallback={null}>
      <PortalStatus />
    </Suspense>
  ) : null;
}
