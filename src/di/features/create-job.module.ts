import { ContainerModule } from 'inversify';
import { LoadDraftKeeper } from '../../application/create-job/load-draft-keeper';
import { MatchTypedAddress } from '../../application/create-job/match-typed-address.use-case';
import { PublishLoad } from '../../application/create-job/publish-load.use-case';
import { FindExactAddress } from '../../application/repeat/find-exact-address.use-case';
import { CreateJobPresenter } from '../../presentation/screens/create-job/create-job.presenter';
import { ToastStore } from '../../presentation/app/toast.store';
import { AddressLookup } from '../../application/ports/address-lookup.port';
import { Clock } from '../../application/ports/clock.port';
import { DraftStore } from '../../application/ports/draft-store.port';
import { KeptFiles } from '../../application/ports/kept-files.port';
import { LoadFormOptions, LoadPublisher } from '../../application/ports/load-publisher.port';
import { LoadRepository } from '../../application/ports/load-repository.port';
import { PastAddressReader } from '../../application/repeat/past-addresses';
import { SessionStore } from '../../application/ports/session-store.port';
import { Timers } from '../../application/ports/timers.port';
import type { DemoGateway } from '../../infrastructure/memory/demo/demo-gateway';
import { DemoGatewayToken, httpAdapters } from '../modules/adapter-sets';
import type { FeatureModule } from '../feature-loader';

/**
 * Create Job: the presenter over publishing, the form's choices, the kept draft, the copy of a
 * past load (its details and the address lookup), what jobs like it usually cost, and the check
 * of an address typed rather than picked (the same lookup).
 */
export default {
  core: new ContainerModule(({ bind }) => {
    bind(CreateJobPresenter).toResolvedValue(
      (
        publisher: LoadPublisher,
        options: LoadFormOptions,
        drafts: DraftStore,
        files: KeptFiles,
        session: SessionStore,
        clock: Clock,
        timers: Timers,
        toasts: ToastStore,
        loads: LoadRepository,
        lookup: AddressLookup,
        past: PastAddressReader,
      ) => {
        const draft = new LoadDraftKeeper(drafts, files, session, clock);
        return new CreateJobPresenter({
          publishLoad: new PublishLoad(publisher, draft),
          formOptions: options,
          draft,
          clock,
          toasts,
          timers,
          // Its code loads with the first copy: few visits of Create Job come from Post again.
          copyLoad: {
            execute: (id, offered, signal) =>
              import('../../application/repeat/copy-past-load.use-case').then(({ CopyPastLoad }) =>
                new CopyPastLoad(loads).execute(id, offered, signal),
              ),
          },
          findAddress: new FindExactAddress(lookup),
          matchAddress: new MatchTypedAddress(lookup),
          // The price rule loads once the form has pickup, delivery and a weight: many visits never
          // get there, and the screen's first download stays small. The past loads are the ones the
          // address fields read for their recent addresses: one read of the History list.
          priceGuide: {
            execute: (signal) =>
              import('../../application/pricing/form-price-guide.use-case').then(
                ({ ReadFormPriceGuide }) =>
                  new ReadFormPriceGuide(() => past.pastLoads()).execute(signal),
              ),
          },
        });
      },
      [
        LoadPublisher,
        LoadFormOptions,
        DraftStore,
        KeptFiles,
        SessionStore,
        Clock,
        Timers,
        ToastStore,
        LoadRepository,
        AddressLookup,
        PastAddressReader,
      ],
    );
  }),
  // Publishing and the form's choices. The demo marketplace places typed addresses itself.
  adapters: {
    http: () =>
      Promise.all([
        import('../../infrastructure/http/create-job/http-load-publisher'),
        import('../../infrastructure/http/create-job/http-load-form-options'),
      ]).then(([{ HttpLoadPublisher }, { HttpLoadFormOptions }]) =>
        httpAdapters((adapter) => {
          adapter(LoadPublisher, (http) => new HttpLoadPublisher(http));
          adapter(LoadFormOptions, (http) => new HttpLoadFormOptions(http));
        }),
      ),
    memory: () =>
      Promise.all([
        import('../../infrastructure/memory/create-job/in-memory-load-publisher'),
        import('../../infrastructure/memory/create-job/in-memory-load-form-options'),
      ]).then(
        ([{ InMemoryLoadPublisher }, { InMemoryLoadFormOptions }]) =>
          new ContainerModule(({ bind }) => {
            bind(LoadPublisher)
              .toResolvedValue(
                (gateway: DemoGateway, addresses: AddressLookup) =>
                  new InMemoryLoadPublisher(gateway, addresses),
                [DemoGatewayToken, AddressLookup],
              )
              .inSingletonScope();
            bind(LoadFormOptions)
              .toResolvedValue(
                (gateway: DemoGateway) => new InMemoryLoadFormOptions(gateway),
                [DemoGatewayToken],
              )
              .inSingletonScope();
          }),
      ),
  },
} satisfies FeatureModule;
