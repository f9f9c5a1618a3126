import { ContainerModule } from 'inversify';
import { PublishImportedLoad } from '../../application/create-job/publish-imported-load.use-case';
import { ResolveImportAddress } from '../../application/create-job/resolve-import-address.use-case';
import { AddressLookup } from '../../application/ports/address-lookup.port';
import { Clock } from '../../application/ports/clock.port';
import { FileSaver } from '../../application/ports/file-saver.port';
import { ImportStore } from '../../application/ports/import-store.port';
import { LoadFormOptions, LoadPublisher } from '../../application/ports/load-publisher.port';
import { SessionStore } from '../../application/ports/session-store.port';
import { LocalStorageImportStore } from '../../infrastructure/storage/local-storage-import-store';
import { ImportJobsPresenter } from '../../presentation/screens/import-jobs/import-jobs.presenter';
import { noAdapters } from '../modules/adapter-sets';
import { BrowserStorageToken } from '../modules/shared.module';
import type { FeatureModule } from '../feature-loader';

/**
 * Import from a spreadsheet: the presenter over the rows, their address lookups and their
 * publishing, and where the import is kept for its user. Its one adapter is the same in both
 * modes (the browser's storage, under the portal's prefix); it publishes through Create Job's
 * publisher and checks against Create Job's choices (its screen needs that feature), and places
 * addresses through the shared lookup, so it has no adapter set of its own.
 */
export default {
  core: new ContainerModule(({ bind }) => {
    bind(ImportStore)
      .toResolvedValue(
        (storage: Storage | null) => new LocalStorageImportStore(storage),
        [BrowserStorageToken],
      )
      .inSingletonScope();
    bind(ImportJobsPresenter).toResolvedValue(
      (
        publisher: LoadPublisher,
        options: LoadFormOptions,
        session: SessionStore,
        clock: Clock,
        lookup: AddressLookup,
        store: ImportStore,
        files: FileSaver,
      ) =>
        new ImportJobsPresenter({
          options,
          resolveAddress: new ResolveImportAddress(lookup),
          publishRow: new PublishImportedLoad(publisher, session),
          clock,
          files,
          store,
          session,
        }),
      [LoadPublisher, LoadFormOptions, SessionStore, Clock, AddressLookup, ImportStore, FileSaver],
    );
  }),
  adapters: { http: noAdapters, memory: noAdapters },
} satisfies FeatureModule;
