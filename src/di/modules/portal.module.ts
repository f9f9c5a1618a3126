import { ContainerModule } from 'inversify';
import { keepWorkForItsUser } from '../../application/auth/keep-work-for-its-user';
import type { SessionStore } from '../../application/ports/session-store.port';
import { userKey } from '../../domain/auth/user';
import { browserFileSaver } from '../../infrastructure/platform/browser-file-saver';
import { documentVisibility } from '../../infrastructure/platform/document-visibility';
import { systemTimers } from '../../infrastructure/platform/system-timers';
import { IndexedDbKeptFiles } from '../../infrastructure/storage/indexed-db-kept-files';
import { LocalStorageDraftStore } from '../../infrastructure/storage/local-storage-draft-store';
import { LocalStorageSeenBidsStore } from '../../infrastructure/storage/local-storage-seen-bids-store';
import { LocalStorageProfileEdits } from '../../infrastructure/storage/local-storage-profile-edits';
import { LazyPastAddressReader } from './lazy-past-addresses';
import { AddressSearchPresenter } from '../../presentation/components/address-field/address-search.presenter';
import { AddressLookup } from '../../application/ports/address-lookup.port';
import { DraftStore } from '../../application/ports/draft-store.port';
import { FileSaver } from '../../application/ports/file-saver.port';
import { KeptFiles } from '../../application/ports/kept-files.port';
import { LoadRepository } from '../../application/ports/load-repository.port';
import { PageVisibility } from '../../application/ports/page-visibility.port';
import { PastAddressReader } from '../../application/repeat/past-addresses';
import { ProfileEditsStore } from '../../application/ports/profile-edits-store.port';
import { SeenBidsStore } from '../../application/ports/seen-bids-store.port';
import { Timers } from '../../application/ports/timers.port';

/**
 * What the portal's screens share, the same in both modes, loaded with what every feature stands
 * on rather than with the first page (the landing page needs none of it): the timers and the
 * page's visibility, the saving of files to the user's disk, where a user's unsent
 * work is kept (the Create Job draft, profile edits, their files, which from then on follow their
 * user like the rest of the kept work), the bids already seen, and the address fields' search
 * with the shipper's recent addresses.
 */
export function portalModule(storage: Storage | null, session: SessionStore): ContainerModule {
  const files = new IndexedDbKeptFiles();
  keepWorkForItsUser(session, [files]);
  return new ContainerModule(({ bind }) => {
    bind(Timers).toConstantValue(systemTimers);
    bind(PageVisibility).toConstantValue(documentVisibility);
    bind(FileSaver).toConstantValue(browserFileSaver);
    bind(KeptFiles).toConstantValue(files);
    bind(DraftStore).toConstantValue(new LocalStorageDraftStore(storage));
    bind(ProfileEditsStore).toConstantValue(new LocalStorageProfileEdits(storage));
    bind(SeenBidsStore).toConstantValue(
      new LocalStorageSeenBidsStore(storage, () => {
        const user = session.current().user;
        return user ? userKey(user) : null;
      }),
    );
    bind(PastAddressReader)
      .toResolvedValue(
        (loads: LoadRepository) =>
          new LazyPastAddressReader(() =>
            import('../../application/repeat/past-addresses').then(
              ({ ShipperPastAddresses }) => new ShipperPastAddresses(loads, session),
            ),
          ),
        [LoadRepository],
      )
      .inSingletonScope();
    bind(AddressSearchPresenter).toResolvedValue(
      (lookup: AddressLookup, timers: Timers, past: PastAddressReader) =>
        new AddressSearchPresenter(lookup, timers, past),
      [AddressLookup, Timers, PastAddressReader],
    );
  });
}
