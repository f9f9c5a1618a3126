import { ContainerModule } from 'inversify';
import { JoinWaitingList } from '../../application/auth/join-waiting-list.use-case';
import { FeatureLoaderToken, type FeatureLoader } from '../feature-loader';
import { WaitingListPresenter } from '../../presentation/screens/landing/waiting-list.presenter';
import { WaitingList } from '../../application/ports/waiting-list.port';

/**
 * The landing page's bindings, loaded with the app (a first visit to / downloads the least). The
 * waiting list's adapter comes with the auth feature, fetched on the first submit.
 */
export const landingModule = new ContainerModule(({ bind }) => {
  bind(WaitingListPresenter).toResolvedValue(
    (features: FeatureLoader) => {
      const waitingList: WaitingList = {
        join: async (entry) => (await features.resolve('auth', WaitingList)).join(entry),
      };
      return new WaitingListPresenter(new JoinWaitingList(waitingList));
    },
    [FeatureLoaderToken],
  );
});
