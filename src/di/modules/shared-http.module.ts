import { ContainerModule } from 'inversify';
import type { AxiosInstance } from 'axios';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { createHttpClient } from '../../infrastructure/http/http-client';
import { HttpLiveUpdates } from '../../infrastructure/http/http-live-updates';
import { HttpLoadRepository } from '../../infrastructure/http/http-load-repository';
import { HttpClientToken } from './adapter-sets';
import { Clock } from '../../application/ports/clock.port';
import { LiveUpdates } from '../../application/ports/live-updates.port';
import { LoadRepository } from '../../application/ports/load-repository.port';
import { SessionStore } from '../../application/ports/session-store.port';
import { Timers } from '../../application/ports/timers.port';

const systemClock: Clock = { now: () => new Date() };

/** What every HTTP adapter stands on, used when an API base URL is set. */
export function sharedHttpModule(config: AppConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(Clock).toConstantValue(systemClock);
    bind(HttpClientToken)
      .toResolvedValue(
        (session: SessionStore) => createHttpClient(config.apiBaseUrl ?? '', session),
        [SessionStore],
      )
      .inSingletonScope();
    bind(LoadRepository)
      .toResolvedValue((http: AxiosInstance) => new HttpLoadRepository(http), [HttpClientToken])
      .inSingletonScope();
    // One channel for the page, whichever screens listen to it.
    bind(LiveUpdates)
      .toResolvedValue(
        (session: SessionStore, timers: Timers) =>
          new HttpLiveUpdates({ baseUrl: config.apiBaseUrl ?? '', session, timers }),
        [SessionStore, Timers],
      )
      .inSingletonScope();
  });
}
