import type { DashboardRepository } from '../../../src/application/ports/dashboard-repository.port';
import type {
  LoadRepository,
  LoadSearch,
} from '../../../src/application/ports/load-repository.port';
import type { DashboardData } from '../../../src/domain/dashboard/dashboard-overview';
import type { Load, LoadId } from '../../../src/domain/load/load';
import type { Page } from '../../../src/domain/shared/pagination';

/** A promise the test settles by hand. */
export class Deferred<T> {
  readonly promise: Promise<T>;
  resolve!: (value: T) => void;
  reject!: (error: unknown) => void;

  constructor() {
    this.promise = new Promise<T>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }
}

/** listActive answers with the next deferred the test settles; other calls are not used here. */
export class ControlledLoadRepository implements LoadRepository {
  readonly calls: Deferred<readonly Load[]>[] = [];

  listActive(): Promise<readonly Load[]> {
    const call = new Deferred<readonly Load[]>();
    this.calls.push(call);
    return call.promise;
  }

  /** How many loads a search finds: any the shipper ever posted. */
  searchTotal = 0;

  search(query: LoadSearch): Promise<Page<Load>> {
    const perPage = query.perPage ?? 20;
    return Promise.resolve({
      items: [],
      meta: {
        currentPage: query.page,
        perPage,
        total: this.searchTotal,
        lastPage: 1,
        from: 0,
        to: 0,
      },
    });
  }

  details(_id: LoadId): Promise<Load> {
    return Promise.reject(new Error('not used'));
  }

  /** The most recent call. */
  get last(): Deferred<readonly Load[]> {
    const call = this.calls[this.calls.length - 1];
    if (!call) throw new Error('listActive was not called');
    return call;
  }
}

export class ControlledDashboardRepository implements DashboardRepository {
  readonly calls: Deferred<DashboardData>[] = [];

  get(): Promise<DashboardData> {
    const call = new Deferred<DashboardData>();
    this.calls.push(call);
    return call.promise;
  }

  get last(): Deferred<DashboardData> {
    const call = this.calls[this.calls.length - 1];
    if (!call) throw new Error('get was not called');
    return call;
  }
}

/** Lets pending promise callbacks (and the presenter's runInAction) run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
