import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { AxiosInstance } from 'axios';
import type { DemoGateway } from '../../infrastructure/memory/demo/demo-gateway';
import type { ReadSharing } from '../../infrastructure/tabs/shared-reads';

/*
 * What a feature file needs to bind its adapters, in a module of its own that imports no adapter
 * code: a feature file names both modes' adapters, so anything it imports statically is fetched in
 * both modes. The mode's base module binds these keys (shared-http.module, shared-memory.module).
 */

/** The one axios instance every HTTP adapter sends through. */
export const HttpClientToken: ServiceIdentifier<AxiosInstance> = Symbol('HttpClient');
/**
 * How the browser's tabs share their reads (HTTP mode only; null where the browser cannot let
 * tabs share work): the repositories that share theirs are decorated with it.
 */
export const ReadSharingToken: ServiceIdentifier<ReadSharing | null> = Symbol('ReadSharing');
/** The gateway every in-memory adapter uses to reach the demo marketplace. */
export const DemoGatewayToken: ServiceIdentifier<DemoGateway> = Symbol('DemoGateway');

type Adapter<Over> = <T>(token: ServiceIdentifier<T>, make: (over: Over) => T) => void;

function adaptersOver<Over>(over: ServiceIdentifier<Over>) {
  return (register: (adapter: Adapter<Over>) => void): ContainerModule =>
    new ContainerModule(({ bind }) => {
      register((token, make) => {
        bind(token).toResolvedValue(make, [over]).inSingletonScope();
      });
    });
}

/** A feature's HTTP adapters: each one a singleton over the one axios instance. */
export const httpAdapters = adaptersOver<AxiosInstance>(HttpClientToken);

/**
 * A feature's HTTP adapter whose reads the browser's tabs share: the decorator `share` makes
 * around it, where the browser lets tabs share work; the HTTP one alone where it does not.
 */
export function sharedHttpAdapter<T>(
  token: ServiceIdentifier<T>,
  make: (http: AxiosInstance) => T,
  share: (adapter: T, sharing: ReadSharing) => T,
): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(token)
      .toResolvedValue(
        (http: AxiosInstance, sharing: ReadSharing | null) =>
          sharing ? share(make(http), sharing) : make(http),
        [HttpClientToken, ReadSharingToken],
      )
      .inSingletonScope();
  });
}

/** A feature's in-memory adapters: each one a singleton over the demo marketplace's gateway. */
export const memoryAdapters = adaptersOver<DemoGateway>(DemoGatewayToken);

/**
 * The adapter set of a feature that has none of its own: it works through the ports other
 * features bind (its screens name them in `needs`) and the shared ones.
 */
export const noAdapters = (): Promise<ContainerModule> =>
  Promise.resolve(new ContainerModule(() => undefined));
