import type { Container } from 'inversify';
import { AppError } from '../domain/shared/app-error';
import { FeatureLoaderToken } from './feature-loader';
import { systemTimers, type PendingTimer } from '../infrastructure/platform/system-timers';
import { DemoGatewayToken } from './modules/adapter-sets';
import { DemoTimersToken } from './modules/shared-memory.module';
import { DemoControls } from '../application/ports/demo-controls.port';

/** The timers the app has scheduled, by owner: the screens' (the Timers port) and the simulation's. */
export interface ScheduledTimers {
  readonly screens: readonly PendingTimer[];
  readonly demoBackend: readonly PendingTimer[];
}

/**
 * Demo mode only: a small hook on `window` so browser tests can inject a fault into the next call
 * of one operation ("a failed publish keeps every field"), hold the next call of one operation on
 * its way until released (a session change while a save is under way), run the clock fast, and
 * see which timers the app has scheduled (a screen that is gone must leave none).
 */
export interface DemoTestHooks {
  failNext(operation: string, message?: string, status?: number): void;
  holdNext(operation: string): void;
  /** Whether a call of `operation` is held on its way. */
  isHeld(operation: string): Promise<boolean>;
  /** Lets the held call go on; resolves once it has answered. */
  release(operation: string): Promise<void>;
  setClockSpeed(speed: number): void;
  scheduledTimers(): Promise<ScheduledTimers>;
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
      .then(() => ({
        gateway: container.get(DemoGatewayToken),
        controls: container.get(DemoControls),
        simulation: container.get(DemoTimersToken),
      }));
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
    holdNext: (operation) => void demo().then(({ gateway }) => gateway.holdNext(operation)),
    isHeld: (operation) => demo().then(({ gateway }) => gateway.isHeld(operation)),
    release: (operation) => demo().then(({ gateway }) => gateway.release(operation)),
    setClockSpeed: (speed) => void demo().then(({ controls }) => controls.setClockSpeed(speed)),
    scheduledTimers: () =>
      demo().then(({ simulation }) => ({
        screens: systemTimers.pending(),
        demoBackend: simulation.pending(),
      })),
  };
}
