import { ContainerModule } from 'inversify';
import type { AxiosInstance } from 'axios';
import { AcceptBid } from '../../application/bids/accept-bid.use-case';
import { ListBids } from '../../application/bids/list-bids.use-case';
import { RejectBid } from '../../application/bids/reject-bid.use-case';
import { CheckLoadPrice } from '../../application/pricing/check-load-price.use-case';
import { browserBidNotifier } from '../../infrastructure/platform/browser-bid-notifier';
import { LocalStorageBidAlertSetting } from '../../infrastructure/storage/local-storage-bid-alert-setting';
import { AppConfigToken, BrowserStorageToken } from '../modules/shared.module';
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
import type { AppConfig } from '../../infrastructure/config/app-config';
import type { DemoGateway } from '../../infrastructure/memory/demo/demo-gateway';
import { DemoGatewayToken, HttpClientToken } from '../modules/adapter-sets';
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
  // The bid repository (Bid History reads it too), and the live updates: one channel for the
  // page, so a singleton.
  adapters: {
    http: () =>
      Promise.all([
        import('../../infrastructure/http/bids/http-bid-repository'),
        import('../../infrastructure/http/bids/http-live-updates'),
      ]).then(
        ([{ HttpBidRepository }, { HttpLiveUpdates }]) =>
          new ContainerModule(({ bind }) => {
            bind(BidRepository)
              .toResolvedValue(
                (http: AxiosInstance) => new HttpBidRepository(http),
                [HttpClientToken],
              )
              .inSingletonScope();
            bind(LiveUpdates)
              .toResolvedValue(
                (config: AppConfig, session: SessionStore, timers: Timers) =>
                  new HttpLiveUpdates({ baseUrl: config.apiBaseUrl ?? '', session, timers }),
                [AppConfigToken, SessionStore, Timers],
              )
              .inSingletonScope();
          }),
      ),
    memory: () =>
      Promise.all([
        import('../../infrastructure/memory/bids/in-memory-bid-repository'),
        import('../../infrastructure/memory/bids/in-memory-live-updates'),
      ]).then(
        ([{ InMemoryBidRepository }, { InMemoryLiveUpdates }]) =>
          new ContainerModule(({ bind }) => {
            bind(BidRepository)
              .toResolvedValue(
                (gateway: DemoGateway) => new InMemoryBidRepository(gateway),
                [DemoGatewayToken],
              )
              .inSingletonScope();
            bind(LiveUpdates)
              .toResolvedValue(
                (gateway: DemoGateway) => new InMemoryLiveUpdates(gateway),
                [DemoGatewayToken],
              )
              .inSingletonScope();
          }),
      ),
  },
} satisfies FeatureModule;
