import type { Load, LoadId } from '../../domain/load/load';
import { paginate, type Page } from '../../domain/shared/pagination';
import {
  DEFAULT_LOAD_LIST_PAGE_SIZE,
  type LoadRepository,
  type LoadSearch,
} from '../../application/ports/load-repository.port';
import { requireOwnLoad } from './demo/demo-rules';
import { loadFromDemo } from './demo/demo-mappers';
import type { DemoGateway } from './demo/demo-gateway';
import { searchLoads } from './demo/demo-search';
import type { DemoLoad } from './demo/demo-state';
import { compareIso } from '../../domain/shared/date-time';

const byNewest = (a: DemoLoad, b: DemoLoad) => compareIso(b.createdAt, a.createdAt);

export class InMemoryLoadRepository implements LoadRepository {
  constructor(private readonly gateway: DemoGateway) {}

  listActive(signal: AbortSignal): Promise<readonly Load[]> {
    return this.gateway.asUser(
      'activeLoads',
      (state, user) =>
        state.loads
          .filter((l) => l.ownerId === user.id && l.status === 'pending')
          .sort(byNewest)
          .map((l) => loadFromDemo(state, l)),
      signal,
    );
  }

  search({
    q,
    page,
    perPage = DEFAULT_LOAD_LIST_PAGE_SIZE,
    signal,
  }: LoadSearch): Promise<Page<Load>> {
    return this.gateway.asUser(
      'customerLoads',
      (state, user) => {
        const matches = searchLoads(state, user.id, q).sort(byNewest);
        const slice = paginate(matches, page, perPage);
        return { items: slice.items.map((l) => loadFromDemo(state, l)), meta: slice.meta };
      },
      signal,
    );
  }

  details(id: LoadId, signal: AbortSignal): Promise<Load> {
    return this.gateway.asUser(
      'loadDetails',
      (state, user) => loadFromDemo(state, requireOwnLoad(state, user, id)),
      signal,
    );
  }
}
