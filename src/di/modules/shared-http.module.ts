import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { AxiosInstance } from 'axios';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { createHttpClient } from '../../infrastructure/http/http-client';
import { HttpLoadRepository } from '../../infrastructure/http/http-load-repository';
import { Clock } from '../../application/ports/clock.port';
import { LoadRepository } from '../../application/ports/load-repository.port';
import { SessionStore } from '../../application/ports/session-store.port';

/** The one axios instance every HTTP adapter sends through. */
export const HttpClientToken: ServiceIdentifier<AxiosInstance> = Symbol('HttpClient');

const systemClock: Clock = { now: () => new Date() };

type Adapter = <T>(token: ServiceIdentifier<T>, make: (http: AxiosInstance) => T) => void;

/** A feature's HTTP adapters: each one a singleton over the one axios instance. */
export function httpAdapters(register: (adapter: Adapter) => void): ContainerModule {
  return new ContainerModule(({ bind }) => {
    register((token, make) => {
      bind(token).toResolvedValue(make, [HttpClientToken]).inSingletonScope();
    });
  });
}

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
  });
}
