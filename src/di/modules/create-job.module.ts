import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { DraftStore } from '../../application/ports/draft-store.port';
import type { KeptFiles } from '../../application/ports/kept-files.port';
import type { LoadFormOptions, LoadPublisher } from '../../application/ports/load-publisher.port';
import type { Clock } from '../../application/ports/clock.port';
import type { SessionStore } from '../../application/ports/session-store.port';
import type { Timers } from '../../application/ports/timers.port';
import type { ToastStore } from '../../presentation/app/toast.store';
import { ListLoadTypes } from '../../application/create-job/list-load-types.use-case';
import { ListVehicles } from '../../application/create-job/list-vehicles.use-case';
import { LoadDraftKeeper } from '../../application/create-job/load-draft-keeper';
import { PublishLoad } from '../../application/create-job/publish-load.use-case';
import { CreateJobPresenter } from '../../presentation/features/create-job/create-job.presenter';
import {
  ClockToken,
  DraftStoreToken,
  KeptFilesToken,
  SessionStoreToken,
  TimersToken,
  ToastStoreToken,
} from '../tokens';

export const LoadPublisherToken: ServiceIdentifier<LoadPublisher> = Symbol('LoadPublisher');
export const LoadFormOptionsToken: ServiceIdentifier<LoadFormOptions> = Symbol('LoadFormOptions');
export const LoadDraftKeeperToken: ServiceIdentifier<LoadDraftKeeper> = Symbol('LoadDraftKeeper');
export const CreateJobPresenterToken: ServiceIdentifier<CreateJobPresenter> =
  Symbol('CreateJobPresenter');

/** The create-job feature's use cases and presenter; its adapters are in the mode files. */
export const createJobCore = new ContainerModule(({ bind }) => {
  bind(LoadDraftKeeperToken).toResolvedValue(
    (drafts: DraftStore, files: KeptFiles, session: SessionStore, clock: Clock) =>
      new LoadDraftKeeper(drafts, files, session, clock),
    [DraftStoreToken, KeptFilesToken, SessionStoreToken, ClockToken],
  );
  bind(CreateJobPresenterToken).toResolvedValue(
    (
      publisher: LoadPublisher,
      options: LoadFormOptions,
      draft: LoadDraftKeeper,
      clock: Clock,
      toasts: ToastStore,
      timers: Timers,
    ) =>
      new CreateJobPresenter({
        publishLoad: new PublishLoad(publisher, draft),
        listVehicles: new ListVehicles(options),
        listLoadTypes: new ListLoadTypes(options),
        draft,
        clock,
        toasts,
        timers,
      }),
    [LoadPublisherToken, LoadFormOptionsToken, LoadDraftKeeperToken, ClockToken, ToastStoreToken, TimersToken],
  );
});

export const createJobRoots: readonly ServiceIdentifier[] = [CreateJobPresenterToken];
