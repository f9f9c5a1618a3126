import type { Bid, BidId } from '../../domain/bid/bid';
import type { Load, LoadId } from '../../domain/load/load';
import type { Page } from '../../domain/shared/pagination';
import type { TripGroups } from '../../domain/trip/trip';
import {
  BID_PAGE_SIZE,
  type BidPageQuery,
  type BidRepository,
} from '../../application/ports/bid-repository.port';
import type { LiveTopic } from '../../application/ports/live-updates.port';
import type { LoadRepository, LoadSearch } from '../../application/ports/load-repository.port';
import type { TripRepository } from '../../application/ports/trip-repository.port';

/**
 * How a repository hands its reads to the browser's other tabs, and takes theirs
 * (`SharedLiveUpdates` carries them). A read is named by its key: the port's method and its
 * arguments.
 */
export interface ReadSharing {
  /** What another tab's read of `key` answered, fresh, for this one read; else none. */
  take(key: string): { readonly answer: unknown } | undefined;
  /** This tab reads `topic` from the API; returns the read's id, or null when nothing is shared. */
  started(topic: LiveTopic): string | null;
  /** Read `id` came in: the port's answer to `key`, or undefined when it failed. */
  ended(id: string, topic: LiveTopic, key: string, answer: unknown): void;
  /** This tab changes something: answers kept from before are not served. */
  forget(): void;
}

/**
 * Answers `read` from what another tab's read of `key` answered, if it handed one on for this
 * tab; else reads, and hands the answer on to the other tabs listening to `topic`. What is handed
 * on is the port's own answer, plain data (a structured clone carries it between tabs): only this
 * file puts an answer under a key, and every key names one method's arguments, so the answer under
 * it is that method's type.
 */
async function sharedRead<T>(
  sharing: ReadSharing,
  topic: LiveTopic,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  const kept = sharing.take(key);
  if (kept) return kept.answer as T;
  const id = sharing.started(topic);
  try {
    const answer = await read();
    if (id) sharing.ended(id, topic, key, answer);
    return answer;
  } catch (error) {
    if (id) sharing.ended(id, topic, key, undefined);
    throw error;
  }
}

/**
 * Sends a change this tab makes. What was kept before it, and what reads begun until its answer
 * bring, may show the world before it (an accept, with the bid still open): none of it is served,
 * so the next read asks the API.
 */
async function sharedChange<T>(sharing: ReadSharing, send: () => Promise<T>): Promise<T> {
  sharing.forget();
  try {
    return await send();
  } finally {
    sharing.forget();
  }
}

/** The key of a read: the port's method and its arguments, as the other tabs name it too. */
const keyOf = (method: string, ...args: readonly (number | string)[]): string =>
  `${method}(${args.join(', ')})`;

/**
 * A load's bids, read once for the browser's tabs on that load: the tab reading them on its timer
 * hands each page on, and the others' read of the same page is answered from it. Deciding a bid is
 * this repository's change: what was handed on before it is not served after it.
 */
export class SharedBidRepository implements BidRepository {
  constructor(
    private readonly inner: BidRepository,
    private readonly sharing: ReadSharing,
  ) {}

  list(loadId: LoadId, query: BidPageQuery): Promise<Page<Bid>> {
    const key = keyOf('BidRepository.list', loadId, query.page, query.perPage ?? BID_PAGE_SIZE);
    return sharedRead(this.sharing, { kind: 'bids', loadId }, key, () =>
      this.inner.list(loadId, query),
    );
  }

  accept(bidId: BidId, note: string): Promise<Bid | null> {
    return sharedChange(this.sharing, () => this.inner.accept(bidId, note));
  }

  reject(bidId: BidId, note: string): Promise<Bid | null> {
    return sharedChange(this.sharing, () => this.inner.reject(bidId, note));
  }
}

/**
 * A load's details, shared as its bids are (Select a Bid reads both on its timer, as one topic);
 * the lists of loads are this tab's own reads.
 */
export class SharedLoadRepository implements LoadRepository {
  constructor(
    private readonly inner: LoadRepository,
    private readonly sharing: ReadSharing,
  ) {}

  listActive(signal: AbortSignal): Promise<readonly Load[]> {
    return this.inner.listActive(signal);
  }

  search(query: LoadSearch): Promise<Page<Load>> {
    return this.inner.search(query);
  }

  details(id: LoadId, signal: AbortSignal): Promise<Load> {
    return sharedRead(
      this.sharing,
      { kind: 'bids', loadId: id },
      keyOf('LoadRepository.details', id),
      () => this.inner.details(id, signal),
    );
  }
}

/** The trips, read once for the browser's tabs on My Trips. */
export class SharedTripRepository implements TripRepository {
  constructor(
    private readonly inner: TripRepository,
    private readonly sharing: ReadSharing,
  ) {}

  list(signal: AbortSignal): Promise<TripGroups> {
    return sharedRead(this.sharing, { kind: 'trips' }, keyOf('TripRepository.list'), () =>
      this.inner.list(signal),
    );
  }
}
