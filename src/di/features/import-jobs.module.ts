import { ContainerModule } from 'inversify';
import { PublishImportedLoad } from '../../application/create-job/publish-imported-load.use-case';
import { ResolveImportAddress } from '../../application/create-job/resolve-import-address.use-case';
import { AddressLookup } from '../../application/ports/address-lookup.port';
import { Clock } from '../../application/ports/clock.port';
import { LoadFormOptions, LoadPublisher } from '../../application/ports/load-publisher.port';
import { SessionStore } from '../../application/ports/session-store.port';
import { LocalStorageImportStore } from '../../infrastructure/storage/local-storage-import-store';
import { browserFileSaver } from '../../presentation/screens/history/file-saver';
import { ImportJobsPresenter } from '../../presentation/screens/import-jobs/import-jobs.presenter';
import { noAdapters } from '../modules/adapter-sets';
import { BrowserStorageToken } from '../modules/shared.module';
import type { FeatureModule } from '../feature-loader';

/**
 * Import from a spreadsheet: the presenter over the rows, their address lookups and their
 * publishing, and where the import is kept for its user. It has no adapters of its own: it publishes through Create Job's publisher and
 * checks against Create Job's choices (its screen needs that feature), and places addresses
 * through the shared lookup.
 */
export default {
  core: new ContainerModule(({ bind }) => {
    bind(ImportJobsPresenter).toResolvedValue(
      (
        publisher: LoadPublisher,
        options: LoadFormOptions,
        session: SessionStore,
        clock: Clock,
        lookup: AddressLookup,
        storage: Storage | null,
      ) =>
        new ImportJobsPresenter({
          options,
          resolveAddress: new ResolveImportAddress(lookup),
          publishRow: new PublishImportedLoad(publisher, session),
          clock,
          files: browserFileSaver,
          // Kept in localStorage under the portal's prefix, for this feature alone to read.
          store: new LocalStorageImportStore(storage),
          session,
        }),
      [LoadPublisher, LoadFormOptions, SessionStore, Clock, AddressLookup, BrowserStorageToken],
    );
  }),
  adapters: { http: noAdapters, memory: noAdapters },
} satisfies FeatureModule;
