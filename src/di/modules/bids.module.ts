import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { AcceptBid } from '../../application/bids/accept-bid.use-case';
import { GetSelectedLoad } from '../../application/bids/get-selected-load.use-case';
import { ListBids } from '../../application/bids/list-bids.use-case';
import { RejectBid } from '../../application/bids/reject-bid.use-case';
import type { Clock } from '../../application/ports/clock.port';
import type { ToastStore } from '../../presentation/app/toast.store';
import {
  browserRefreshEnvironment,
  type RefreshEnvironment,
} from '../../presentation/features/bids/auto-refresh';
import { BidsPresenter } from '../../presentation/features/bids/bids.presenter';
import { SeenBidsStore } from '../../presentation/features/bids/seen-bids.store';
import { BidRepositoryToken, ClockToken, LoadRepositoryToken, ToastStoreToken } from '../tokens';

export const ListBidsToken: ServiceIdentifier<ListBids> = Symbol('ListBids');
export const AcceptBidToken: ServiceIdentifier<AcceptBid> = Symbol('AcceptBid');
export const RejectBidToken: ServiceIdentifier<RejectBid> = Symbol('RejectBid');
export const GetSelectedLoadToken: ServiceIdentifier<GetSelectedLoad> = Symbol('GetSelectedLoad');
export const SeenBidsStoreToken: ServiceIdentifier<SeenBidsStore> = Symbol('SeenBidsStore');
export const BidsRefreshEnvironmentToken: ServiceIdentifier<RefreshEnvironment> =
  Symbol('BidsRefreshEnvironment');
export const BidsPresenterToken: ServiceIdentifier<BidsPresenter> = Symbol('BidsPresenter');

/** The bids feature's use cases and (transient) presenter; the bid repository in the mode files. */
export const bidsCore = new ContainerModule(({ bind }) => {
  bind(ListBidsToken).toResolvedValue((bids) => new ListBids(bids), [BidRepositoryToken]);
  bind(AcceptBidToken).toResolvedValue((bids) => new AcceptBid(bids), [BidRepositoryToken]);
  bind(RejectBidToken).toResolvedValue((bids) => new RejectBid(bids), [BidRepositoryToken]);
  bind(GetSelectedLoadToken).toResolvedValue(
    (loads) => new GetSelectedLoad(loads),
    [LoadRepositoryToken],
  );
  bind(SeenBidsStoreToken)
    .toResolvedValue(() => new SeenBidsStore())
    .inSingletonScope();
  bind(BidsRefreshEnvironmentToken).toConstantValue(browserRefreshEnvironment);
  bind(BidsPresenterToken).toResolvedValue(
    (
      listBids: ListBids,
      acceptBid: AcceptBid,
      rejectBid: RejectBid,
      getSelectedLoad: GetSelectedLoad,
      toasts: ToastStore,
      clock: Clock,
      seen: SeenBidsStore,
      refreshEnvironment: RefreshEnvironment,
    ) =>
      new BidsPresenter({
        listBids,
        acceptBid,
        rejectBid,
        getSelectedLoad,
        toasts,
        clock,
        seen,
        refreshEnvironment,
      }),
    [
      ListBidsToken,
      AcceptBidToken,
      RejectBidToken,
      GetSelectedLoadToken,
      ToastStoreToken,
      ClockToken,
      SeenBidsStoreToken,
      BidsRefreshEnvironmentToken,
    ],
  );
});

export const bidsRoots: readonly ServiceIdentifier[] = [BidsPresenterToken, BidRepositoryToken];
