import type { Container } from 'inversify';
import { AppError } from '../domain/shared/app-error';
import { DemoGatewayToken } from './modules/shared.module';
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
  const gateway = container.get(DemoGatewayToken);
  const controls = container.get(DemoControlsToken);
  window.__BIDHAUL_DEMO__ = {
    failNext: (operation, message, status = 500) =>
      gateway.failNext(
        operation,
        status === 401 || message === 'Unauthenticated.'
          ? AppError.unauthenticated(message)
          : AppError.server(message, status),
      ),
    setClockSpeed: (speed) => controls.setClockSpeed(speed),
  };
}
