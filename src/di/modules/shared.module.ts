import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { keepWorkForItsUser } from '../../application/auth/keep-work-for-its-user';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { LocalStorageSessionStore } from '../../infrastructure/storage/local-storage-session-store';
import { LocalStorageWork } from '../../infrastructure/storage/portal-storage';
import { browserStorageChanges } from '../../infrastructure/storage/storage-changes';
import { browserConnection } from '../../infrastructure/platform/browser-connection';
import { ServiceWorkerUpdates } from '../../infrastructure/platform/service-worker-updates';
import { PortalSettings } from '../../presentation/app/portal-settings';
import { PortalStatusPresenter } from '../../presentation/app/portal-status.presenter';
import { SessionViewModel } from '../../presentation/app/session.view-model';
import { ToastStore } from '../../presentation/app/toast.store';
import { SessionStore } from '../../application/ports/session-store.port';
import { Connection } from '../../application/ports/connection.port';
import { PortalUpdates } from '../../application/ports/portal-updates.port';

/** The configuration and the browser's storage, for the module files that build adapters. */
export const AppConfigToken: ServiceIdentifier<AppConfig> = Symbol('AppConfig');
export const BrowserStorageToken: ServiceIdentifier<Storage | null> = Symbol('BrowserStorage');

/**
 * What every mode shares from the first page: the session (one across tabs; signing out or in as
 * another user clears the work kept for the previous one), the toasts, the shell's view state and
 * what the page says of the portal itself (offline, a new version).
 */
export function sharedCoreModule(config: AppConfig, storage: Storage | null): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AppConfigToken).toConstantValue(config);
    bind(BrowserStorageToken).toConstantValue(storage);
    bind(PortalSettings).toConstantValue({
      supportEmail: config.supportEmail,
      demo: config.mode === 'demo',
    });
    bind(SessionStore)
      .toResolvedValue(() => {
        const store = new LocalStorageSessionStore(storage, browserStorageChanges(storage));
        keepWorkForItsUser(store, [new LocalStorageWork(storage)]);
        return store;
      })
      .inSingletonScope();
    bind(SessionViewModel)
      .toResolvedValue((store: SessionStore) => new SessionViewModel(store), [SessionStore])
      .inSingletonScope();
    bind(ToastStore)
      .toResolvedValue(() => new ToastStore())
      .inSingletonScope();
    bind(Connection).toConstantValue(browserConnection);
    bind(PortalUpdates)
      .toResolvedValue(() => new ServiceWorkerUpdates())
      .inSingletonScope();
    bind(PortalStatusPresenter)
      .toResolvedValue(
        (connection: Connection, updates: PortalUpdates) =>
          new PortalStatusPresenter(connection, updates),
        [Connection, PortalUpdates],
      )
      .inSingletonScope();
  });
}
