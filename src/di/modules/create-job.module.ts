import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { AxiosInstance } from 'axios';
import type { DraftStore } from '../../application/ports/draft-store.port';
import type { LoadFormOptions, LoadPublisher } from '../../application/ports/load-publisher.port';
import type { AddressLookup } from '../../application/ports/address-lookup.port';
import type { Clock } from '../../application/ports/clock.port';
import type { ToastStore } from '../../presentation/app/toast.store';
import { ListLoadTypes } from '../../application/create-job/list-load-types.use-case';
import { ListVehicles } from '../../application/create-job/list-vehicles.use-case';
import { PublishLoad } from '../../application/create-job/publish-load.use-case';
import { RestoreLoadDraft } from '../../application/create-job/restore-load-draft.use-case';
import { SaveLoadDraft } from '../../application/create-job/save-load-draft.use-case';
import { HttpLoadFormOptions } from '../../infrastructure/http/create-job/http-load-form-options';
import { HttpLoadPublisher } from '../../infrastructure/http/create-job/http-load-publisher';
import { InMemoryLoadFormOptions } from '../../infrastructure/memory/create-job/in-memory-load-form-options';
import { InMemoryLoadPublisher } from '../../infrastructure/memory/create-job/in-memory-load-publisher';
import type { DemoGateway } from '../../infrastructure/memory/demo/demo-gateway';
import { LocalStorageDraftStore } from '../../infrastructure/storage/local-storage-draft-store';
import { CreateJobPresenter } from '../../presentation/features/create-job/create-job.presenter';
import {
  AddressLookupToken,
  BrowserStorage,
  ClockToken,
  HttpClient,
  SessionStoreToken,
  ToastStoreToken,
} from '../tokens';
import type { FeatureModules } from './feature-module';
import { DemoGatewayToken } from './shared.module';

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

/** The create-job feature's bindings: use cases, the presenter, the draft store and the adapters. */
export const createJobFeature: FeatureModules = {
  name: 'create-job',
  core: new ContainerModule(({ bind }) => {
    bind(DraftStoreToken)
      .toResolvedValue(
        (storage: Storage | null) => new LocalStorageDraftStore(storage),
        [BrowserStorage],
      )
      .inSingletonScope();
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
  }),
  http: new ContainerModule(({ bind }) => {
    bind(LoadPublisherToken)
      .toResolvedValue((http: AxiosInstance) => new HttpLoadPublisher(http), [HttpClient])
      .inSingletonScope();
    bind(LoadFormOptionsToken)
      .toResolvedValue((http: AxiosInstance) => new HttpLoadFormOptions(http), [HttpClient])
      .inSingletonScope();
  }),
  memory: new ContainerModule(({ bind }) => {
    bind(LoadPublisherToken)
      .toResolvedValue(
        (gateway: DemoGateway, addresses: AddressLookup) =>
          new InMemoryLoadPublisher(gateway, addresses),
        [DemoGatewayToken, AddressLookupToken],
      )
      .inSingletonScope();
    bind(LoadFormOptionsToken)
      .toResolvedValue(
        (gateway: DemoGateway) => new InMemoryLoadFormOptions(gateway),
        [DemoGatewayToken],
      )
      .inSingletonScope();
  }),
  roots: [CreateJobPresenterToken],
};
