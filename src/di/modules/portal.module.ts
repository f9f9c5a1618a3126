import { ContainerModule } from 'inversify';
import { keepWorkForItsUser } from '../../application/auth/keep-work-for-its-user';
import type { AddressLookup } from '../../application/ports/address-lookup.port';
import type { LoadRepository } from '../../application/ports/load-repository.port';
import type { SessionStore } from '../../application/ports/session-store.port';
import type { Timers } from '../../application/ports/timers.port';
import type { PastAddressReader } from '../../application/repeat/past-addresses';
import { userKey } from '../../domain/auth/user';
import { documentVisibility } from '../../infrastructure/platform/document-visibility';
import { systemTimers } from '../../infrastructure/platform/system-timers';
import { IndexedDbKeptFiles } from '../../infrastructure/storage/indexed-db-kept-files';
import { LocalStorageDraftStore } from '../../infrastructure/storage/local-storage-draft-store';
import { LocalStorageSeenBidsStore } from '../../infrastructure/storage/local-storage-seen-bids-store';
import { LocalStorageProfileEdits } from '../../infrastructure/storage/local-storage-profile-edits';
import {
  AddressLookupToken,
  DraftStoreToken,
  KeptFilesToken,
  LoadRepositoryToken,
  PageVisibilityToken,
  PastAddressReaderToken,
  ProfileEditsStoreToken,
  SeenBidsStoreToken,
  TimersToken,
} from '../tokens';
import { LazyPastAddressReader } from './lazy-past-addresses';
import { AddressSearchPresenter } from '../../presentation/components/address-field/address-search.presenter';

/**
 * What the portal's screens share, the same in both modes, loaded with what every feature stands
 * on rather than with the first page (the landing page needs none of it): the timers and the
 * page's visibility, where a user's unsent
 * work is kept (the Create Job draft, profile edits, their files, which from then on follow their
 * user like the rest of the kept work), the bids already seen, and the address fields' search
 * with the shipper's recent addresses.
 */
export function portalModule(storage: Storage | null, session: SessionStore): ContainerModule {
  const files = new IndexedDbKeptFiles();
  keepWorkForItsUser(session, [files]);
  return new ContainerModule(({ bind }) => {
    bind(TimersToken).toConstantValue(systemTimers);
    bind(PageVisibilityToken).toConstantValue(documentVisibility);
    bind(KeptFilesToken).toConstantValue(files);
    bind(DraftStoreToken).toConstantValue(new LocalStorageDraftStore(storage));
    bind(ProfileEditsStoreToken).toConstantValue(new LocalStorageProfileEdits(storage));
    bind(SeenBidsStoreToken).toConstantValue(
      new LocalStorageSeenBidsStore(storage, () => {
        const user = session.current().user;
        return user ? userKey(user) : null;
      }),
    );
    bind(PastAddressReaderToken)
      .toResolvedValue(
        (loads: LoadRepository) =>
          new LazyPastAddressReader(() =>
            import('../../application/repeat/past-addresses').then(
              ({ ShipperPastAddresses }) => new ShipperPastAddresses(loads, session),
            ),
          ),
        [LoadRepositoryToken],
      )
      .inSingletonScope();
    bind(AddressSearchPresenter).toResolvedValue(
      (lookup: AddressLookup, timers: Timers, past: PastAddressReader) =>
        new AddressSearchPresenter(lookup, timers, past),
      [AddressLookupToken, TimersToken, PastAddressReaderToken],
    );
  });
}
