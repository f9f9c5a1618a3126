import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { DraftStore } from '../../application/ports/draft-store.port';
import type { LoadFormOptions, LoadPublisher } from '../../application/ports/load-publisher.port';
import type { Clock } from '../../application/ports/clock.port';
import type { ToastStore } from '../../presentation/app/toast.store';
import { ListLoadTypes } from '../../application/create-job/list-load-types.use-case';
import { ListVehicles } from '../../application/create-job/list-vehicles.use-case';
import { PublishLoad } from '../../application/create-job/publish-load.use-case';
import { RestoreLoadDraft } from '../../application/create-job/restore-load-draft.use-case';
import { SaveLoadDraft } from '../../application/create-job/save-load-draft.use-case';
import { CreateJobPresenter } from '../../presentation/features/create-job/create-job.presenter';
import { ClockToken, SessionStoreToken, ToastStoreToken } from '../tokens';

export const LoadPublisherToken: ServiceIdentifier<LoadPublisher> = Symbol('LoadPublisher');
export const LoadFormOptionsToken: ServiceIdentifier<LoadFormOptions> = Symbol('LoadFormOptions');
export const DraftStoreToken: ServiceIdentifier<DraftStore> = Symbol('DraftStore');
export const PublishLoadToken: ServiceIdentifier<PublishLoad> = Symbol('PublishLoad');
export const ListVehiclesToken: ServiceIdentifier<ListVehicles> = Symbol('ListVehicles');
export const ListLoadTypesToken: ServiceIdentifier<ListLoadTypes> = Symbol('ListLoadTypes');
export const SaveLoadDraftToken: ServiceIdentifier<SaveLoadDraft> = Symbol('SaveLoadDraft');
export const RestoreLoadDraftToken: ServiceIdentifier<RestoreLoadDraft> =
  Symbol('RestoreLoadDraft');
export const CreateJobPresenterToken: ServiceIdentifier<CreateJobPresenter> =
  Symbol('CreateJobPresenter');

/**
 * The create-job feature's use cases and presenter. The mode files bind its adapters, and each
 * binds the draft store (browser storage in both modes) so this file imports no adapter.
 */
export const createJobCore = new ContainerModule(({ bind }) => {
  bind(PublishLoadToken).toResolvedValue(
    (publisher: LoadPublisher, drafts: DraftStore, session) =>
      new PublishLoad(publisher, drafts, session),
    [LoadPublisherToken, DraftStoreToken, SessionStoreToken],
  );
  bind(ListVehiclesToken).toResolvedValue(
    (options: LoadFormOptions) => new ListVehicles(options),
    [LoadFormOptionsToken],
  );
  bind(ListLoadTypesToken).toResolvedValue(
    (options: LoadFormOptions) => new ListLoadTypes(options),
    [LoadFormOptionsToken],
  );
  bind(SaveLoadDraftToken).toResolvedValue(
    (drafts: DraftStore, session, clock) => new SaveLoadDraft(drafts, session, clock),
    [DraftStoreToken, SessionStoreToken, ClockToken],
  );
  bind(RestoreLoadDraftToken).toResolvedValue(
    (drafts: DraftStore, session) => new RestoreLoadDraft(drafts, session),
    [DraftStoreToken, SessionStoreToken],
  );
  bind(CreateJobPresenterToken).toResolvedValue(
    (
      publishLoad: PublishLoad,
      listVehicles: ListVehicles,
      listLoadTypes: ListLoadTypes,
      saveDraft: SaveLoadDraft,
      restoreDraft: RestoreLoadDraft,
      clock: Clock,
      toasts: ToastStore,
    ) =>
      new CreateJobPresenter(
        { publishLoad, listVehicles, listLoadTypes, saveDraft, restoreDraft },
        clock,
        toasts,
      ),
    [
      PublishLoadToken,
      ListVehiclesToken,
      ListLoadTypesToken,
      SaveLoadDraftToken,
      RestoreLoadDraftToken,
      ClockToken,
      ToastStoreToken,
    ],
  );
});

export const createJobRoots: readonly ServiceIdentifier[] = [CreateJobPresenterToken];
