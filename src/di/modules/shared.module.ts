import { ContainerModule } from 'inversify';
import { SignOut } from '../../application/auth/sign-out.use-case';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { keepWorkForItsUser } from '../../application/auth/keep-work-for-its-user';
import { LocalStorageSessionStore } from '../../infrastructure/storage/local-storage-session-store';
import { LocalStorageWork } from '../../infrastructure/storage/portal-storage';
import { IndexedDbKeptFiles } from '../../infrastructure/storage/indexed-db-kept-files';
import { LocalStorageDraftStore } from '../../infrastructure/storage/local-storage-draft-store';
import { LocalStorageProfileEdits } from '../../infrastructure/storage/local-storage-profile-edits';
import { systemTimers } from '../../infrastructure/platform/system-timers';
import { browserStorageChanges } from '../../infrastructure/storage/storage-changes';
import { SessionViewModel } from '../../presentation/app/session.view-model';
import { ToastStore } from '../../presentation/app/toast.store';
import {
  AppConfigToken,
  BrowserStorage,
  DraftStoreToken,
  KeptFilesToken,
  ProfileEditsStoreToken,
  TimersToken,
  SessionStoreToken,
  SessionViewModelToken,
  SignOutToken,
  ToastStoreToken,
} from '../tokens';

export { DemoGatewayToken } from '../tokens';

/** Session, view-state singletons and shared use cases: the same in every mode. */
export function sharedCoreModule(config: AppConfig, storage: Storage | null): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AppConfigToken).toConstantValue(config);
    bind(BrowserStorage).toConstantValue(storage);
    bind(TimersToken).toConstantValue(systemTimers);
    const keptFiles = new IndexedDbKeptFiles();
    bind(KeptFilesToken).toConstantValue(keptFiles);
    bind(DraftStoreToken).toConstantValue(new LocalStorageDraftStore(storage));
    bind(ProfileEditsStoreToken).toConstantValue(new LocalStorageProfileEdits(storage));
    bind(SessionStoreToken)
      .toResolvedValue((s: Storage | null) => {
        const store = new LocalStorageSessionStore(s, browserStorageChanges(s));
        keepWorkForItsUser(store, [new LocalStorageWork(s), keptFiles]);
        return store;
      }, [BrowserStorage])
      .inSingletonScope();
    bind(SessionViewModelToken)
      .toResolvedValue((store) => new SessionViewModel(store), [SessionStoreToken])
      .inSingletonScope();
    bind(ToastStoreToken).toResolvedValue(() => new ToastStore()).inSingletonScope();
    bind(SignOutToken).toResolvedValue((store) => new SignOut(store), [SessionStoreToken]);
  });
}

