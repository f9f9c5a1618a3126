import type { Load, LoadId } from '../../../src/domain/load/load';
import { AppError } from '../../../src/domain/shared/app-error';
import type { Page } from '../../../src/domain/shared/pagination';
import type {
  AddressLookup,
  AddressLookupSession,
} from '../../../src/application/ports/address-lookup.port';
import type { LoadRepository } from '../../../src/application/ports/load-repository.port';
import { OfflineAddressLookup } from '../../../src/infrastructure/maps/offline/offline-address-lookup';

/** Load details from a Map (Post again reads one load); the lists are not asked for. */
export class FakeLoadDetails implements LoadRepository {
  readonly loads = new Map<LoadId, Load>();
  detailCalls = 0;
  /** Replaces the answer for the next calls (a failure, a pause). */
  answer: ((id: LoadId) => Promise<Load>) | null = null;

  details(id: LoadId): Promise<Load> {
    this.detailCalls += 1;
    if (this.answer) return this.answer(id);
    const load = this.loads.get(id);
    return load ? Promise.resolve(load) : Promise.reject(AppError.server('Load not found.', 404));
  }

  listActive(): Promise<readonly Load[]> {
    return Promise.reject(new Error('not used by Create Job'));
  }

  search(): Promise<Page<Load>> {
    return Promise.reject(new Error('not used by Create Job'));
  }
}

/** The offline gazetteer, counting the lookups made; `failing` makes every lookup fail. */
export class CountingLookup implements AddressLookup {
  readonly attribution = 'Powered by Test gazetteer';
  readonly suggested: string[] = [];
  failing = false;
  private readonly offline = new OfflineAddressLookup();

  startSession(): AddressLookupSession {
    const session = this.offline.startSession();
    return {
      suggest: (query) => {
        this.suggested.push(query);
        return this.failing ? Promise.reject(new AppError('network')) : session.suggest(query);
      },
      resolve: (suggestion) => session.resolve(suggestion),
    };
  }
}
