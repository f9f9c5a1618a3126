import type { Bid, BidId } from '../../../src/domain/bid/bid';
import type { Load, LoadId } from '../../../src/domain/load/load';
import type { Page } from '../../../src/domain/shared/pagination';
import type {
  BidPageQuery,
  BidRepository,
} from '../../../src/application/ports/bid-repository.port';
import type { LoadRepository } from '../../../src/application/ports/load-repository.port';
import { AcceptBid } from '../../../src/application/bids/accept-bid.use-case';
import { GetSelectedLoad } from '../../../src/application/bids/get-selected-load.use-case';
import { ListBids } from '../../../src/application/bids/list-bids.use-case';
import { RejectBid } from '../../../src/application/bids/reject-bid.use-case';
import { InMemoryBidRepository } from '../../../src/infrastructure/memory/bids/in-memory-bid-repository';
import { InMemoryLoadRepository } from '../../../src/infrastructure/memory/in-memory-load-repository';
import { systemTimers } from '../../../src/infrastructure/platform/system-timers';
import { InMemorySeenBidsStore } from '../../../src/infrastructure/storage/in-memory-seen-bids-store';
import { ToastStore } from '../../../src/presentation/app/toast.store';
import type { PageVisibility } from '../../../src/application/ports/page-visibility.port';
import type { SeenBidsStore } from '../../../src/application/ports/seen-bids-store.port';
import { BidsPresenter } from '../../../src/presentation/features/bids/bids.presenter';
import { bidsDemoBackend, type BidsDemoBackend } from '../../contract/bids/bids-demo-backend';

/** A page visibility the test flips; listeners run like `visibilitychange`. */
export class FakeVisibility implements PageVisibility {
  visible = true;
  private readonly listeners = new Set<(visible: boolean) => void>();

  isVisible(): boolean {
    return this.visible;
  }

  subscribe(listener: (visible: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  set(visible: boolean): void {
    this.visible = visible;
    for (const listener of [...this.listeners]) listener(visible);
  }
}

/** Wraps a repository and counts its calls; `hold` makes the next call of one kind wait for `release`. */
export class CountingBids implements BidRepository {
  readonly calls = { list: 0, accept: 0, reject: 0 };
  /** The abort signal of each page asked for, in order. */
  readonly signals: (AbortSignal | undefined)[] = [];
  private held: { kind: 'list' | 'accept' | 'reject'; release: Promise<void> } | null = null;

  constructor(readonly inner: BidRepository) {}

  /** The next call of `kind` waits until the returned function is called. */
  hold(kind: 'list' | 'accept' | 'reject'): () => void {
    let release!: () => void;
    this.held = { kind, release: new Promise<void>((r) => (release = r)) };
    return release;
  }

  async list(loadId: LoadId, query: BidPageQuery): Promise<Page<Bid>> {
    this.calls.list += 1;
    this.signals.push(query.signal);
    await this.wait('list');
    return this.inner.list(loadId, query);
  }

  async accept(bidId: BidId, note: string): Promise<Bid | null> {
    this.calls.accept += 1;
    await this.wait('accept');
    return this.inner.accept(bidId, note);
  }

  async reject(bidId: BidId, note: string): Promise<Bid | null> {
    this.calls.reject += 1;
    await this.wait('reject');
    return this.inner.reject(bidId, note);
  }

  private async wait(kind: 'list' | 'accept' | 'reject'): Promise<void> {
    if (this.held?.kind !== kind) return;
    const { release } = this.held;
    this.held = null;
    await release;
  }
}

export interface PresenterRig {
  readonly presenter: BidsPresenter;
  readonly backend: BidsDemoBackend;
  readonly bids: CountingBids;
  readonly loads: LoadRepository;
  readonly toasts: ToastStore;
  readonly visibility: FakeVisibility;
  readonly seen: SeenBidsStore;
}

/** A presenter over the seeded demo marketplace (in-memory adapters), fake visibility, the platform's timers. */
export function presenterRig(
  options: {
    backend?: BidsDemoBackend;
    seen?: SeenBidsStore;
    bids?: (inner: BidRepository) => BidRepository;
  } = {},
): PresenterRig {
  const backend = options.backend ?? bidsDemoBackend();
  const inner = new InMemoryBidRepository(backend.gateway);
  const bids = new CountingBids(options.bids ? options.bids(inner) : inner);
  const loads = new InMemoryLoadRepository(backend.gateway);
  const toasts = new ToastStore();
  const visibility = new FakeVisibility();
  const seen = options.seen ?? new InMemorySeenBidsStore();
  const presenter = new BidsPresenter({
    listBids: new ListBids(bids),
    acceptBid: new AcceptBid(bids),
    rejectBid: new RejectBid(bids),
    getSelectedLoad: new GetSelectedLoad(loads),
    toasts,
    clock: backend.clock,
    seen,
    timers: systemTimers,
    visibility,
  });
  return { presenter, backend, bids, loads, toasts, visibility, seen };
}

/** Lets pending promise chains (the demo gateway answers asynchronously) settle. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
  await new Promise<void>((resolve) => setImmediate(resolve));
}

export function loadWith(over: Partial<Load>): Load {
  return {
    id: 1,
    loadNo: 'BH-1',
    displayId: 'BH-1',
    postedAtLabel: null,
    createdAt: null,
    pickupLabel: null,
    deliveryLabel: null,
    pickupAddress: 'Leeds',
    deliveryAddress: 'York',
    pickupLocation: null,
    deliveryLocation: null,
    pickupDate: '2026-03-03',
    pickupTime: '09:30',
    deliveryDate: null,
    deliveryTime: null,
    weightKg: 100,
    itemCount: 2,
    loadTypeId: null,
    loadTypeName: null,
    instructions: null,
    preferredVehicleName: null,
    assignedDriver: null,
    assignedCompanyName: null,
    myBidAmount: null,
    acceptedAmount: null,
    currencySymbol: null,
    bidCount: 0,
    status: 'pending',
    jobStatus: 'pending',
    uiStatus: null,
    cancelReason: null,
    completedAt: null,
    attachments: [],
    priority: null,
    referenceNumber: null,
    ...over,
  };
}
