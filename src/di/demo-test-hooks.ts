import type { Container } from 'inversify';
import { AppError } from '../domain/shared/app-error';
import { FeatureLoaderToken } from './feature-loader';
import { DemoGatewayToken } from './modules/shared-memory.module';
import { DemoControlsToken } from './tokens';

/**
 * Demo mode only: a small hook on `window` so browser tests can inject a fault into the next call
 * of one operation ("a failed publish keeps every field") and run the clock fast.
 */
export interface DemoTestHooks {
  failNext(operation: string, message?: string, status?: number): void;
  setClockSpeed(speed: number): void;
}

declare global {
  interface Window {
    __BIDHAUL_DEMO__?: DemoTestHooks;
  }
}

export function installDemoTestHooks(container: Container): void {
  // The demo backend arrives with the first screen that needs it; a hook called earlier waits.
  const demo = () =>
    container
      .get(FeatureLoaderToken)
      .ready()
      .then(() => ({ gateway: container.get(DemoGatewayToken), controls: container.get(DemoControlsToken) }));
  window.__BIDHAUL_DEMO__ = {
    failNext: (operation, message, status = 500) =>
      void demo().then(({ gateway }) =>
        gateway.failNext(
          operation,
          status === 401 || message === 'Unauthenticated.'
            ? AppError.unauthenticated(message)
            : AppError.server(message, status),
        ),
      ),
    setClockSpeed: (speed) => void demo().then(({ controls }) => controls.setClockSpeed(speed)),
  };
}
