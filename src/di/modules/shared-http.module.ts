import { ContainerModule } from 'inversify';
import type { Clock } from '../../application/ports/clock.port';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { createHttpClient } from '../../infrastructure/http/http-client';
import { HttpLoadRepository } from '../../infrastructure/http/http-load-repository';
import { ClockToken, HttpClient, LoadRepositoryToken, SessionStoreToken } from '../tokens';

const systemClock: Clock = { now: () => new Date() };

/** Decisions M1, API set: HTTP adapters over one axios instance. */
export function sharedHttpModule(config: AppConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ClockToken).toConstantValue(systemClock);
    bind(HttpClient)
      .toResolvedValue((session) => createHttpClient(config.apiBaseUrl ?? '', session), [SessionStoreToken])
      .inSingletonScope();
    bind(LoadRepositoryToken)
      .toResolvedValue((http) => new HttpLoadRepository(http), [HttpClient])
      .inSingletonScope();
  });
}

