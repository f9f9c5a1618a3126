import { ContainerModule } from 'inversify';
import { AcceptBid } from '../../application/bids/accept-bid.use-case';
import { ListBids } from '../../application/bids/list-bids.use-case';
import { RejectBid } from '../../application/bids/reject-bid.use-case';
import { CheckLoadPrice } from '../../application/pricing/check-load-price.use-case';
import { browserBidNotifier } from '../../infrastructure/platform/browser-bid-notifier';
import { LocalStorageBidAlertSetting } from '../../infrastructure/storage/local-storage-bid-alert-setting';
import { BrowserStorageToken } from '../modules/shared.module';
import { BidsPresenter } from '../../presentation/screens/bids/bids.presenter';
import { ToastStore } from '../../presentation/app/toast.store';
import { BidRepository } from '../../application/ports/bid-repository.port';
import { Clock } from '../../application/ports/clock.port';
import { LiveUpdates } from '../../application/ports/live-updates.port';
import { LoadRepository } from '../../application/ports/load-repository.port';
import { PageVisibility } from '../../application/ports/page-visibility.port';
import { SeenBidsStore } from '../../application/ports/seen-bids-store.port';
import { SessionStore } from '../../application/ports/session-store.port';
import { Timers } from '../../application/ports/timers.port';
import { memoryAdapters, sharedHttpAdapter } from '../modules/adapter-sets';
import type { FeatureModule } from '../feature-loader';

/**
 * Select a Bid: the presenter over the selected load and its bids, its price check from the
 * shipper's past jobs, and the browser's notifications for new bids.
 */
export default {
  core: new ContainerModule(({ bind }) => {
    bind(BidsPresenter).toResolvedValue(
      (
        bids: BidRepository,
        loads: LoadRepository,
        toasts: ToastStore,
        clock: Clock,
        seen: SeenBidsStore,
        timers: Timers,
        visibility: PageVisibility,
        session: SessionStore,
        storage: Storage | null,
        live: LiveUpdates,
      ) =>
        new BidsPresenter({
          listBids: new ListBids(bids),
          acceptBid: new AcceptBid(bids),
          rejectBid: new RejectBid(bids),
          loads,
          checkLoadPrice: new CheckLoadPrice(loads),
          toasts,
          clock,
          seen,
          timers,
          visibility,
          notifier: browserBidNotifier,
          alertSetting: new LocalStorageBidAlertSetting(storage),
          session,
          live,
        }),
      [
        BidRepository,
        LoadRepository,
        ToastStore,
        Clock,
        SeenBidsStore,
        Timers,
        PageVisibility,
        SessionStore,
        BrowserStorageToken,
        LiveUpdates,
      ],
    );
  }),
  // The bid repository (Bid History reads it too); over HTTP, its reads are shared between tabs.
  adapters: {
    http: () =>
      Promise.all([
        import('../../infrastructure/http/bids/http-bid-repository'),
        import('../../infrastructure/tabs/shared-reads'),
      ]).then(([{ HttpBidRepository }, { SharedBidRepository }]) =>
        sharedHttpAdapter(
          BidRepository,
          (http) => new HttpBidRepository(http),
          (bids, sharing) => new SharedBidRepository(bids, sharing),
        ),
      ),
    memory: () =>
      import('../../infrastructure/memory/bids/in-memory-bid-repository').then(
        ({ InMemoryBidRepository }) =>
          memoryAdapters((adapter) =>
            adapter(BidRepository, (gateway) => new InMemoryBidRepository(gateway)),
          ),
      ),
  },
} satisfies FeatureModule;
