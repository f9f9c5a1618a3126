import type { Bid, BidId } from '../../../src/domain/bid/bid';
import type { Load, LoadId } from '../../../src/domain/load/load';
import type { Page } from '../../../src/domain/shared/pagination';
import type {
  BidPageQuery,
  BidRepository,
} from '../../../src/application/ports/bid-repository.port';
import type { LoadRepository } from '../../../src/application/ports/load-repository.port';
import { AcceptBid } from '../../../src/application/bids/accept-bid.use-case';
import { ListBids } from '../../../src/application/bids/list-bids.use-case';
import { RejectBid } from '../../../src/application/bids/reject-bid.use-case';
import { CheckLoadPrice } from '../../../src/application/pricing/check-load-price.use-case';
import type {
  AlertPermission,
  BidNotice,
  BidNotifier,
} from '../../../src/application/ports/bid-notifier.port';
import { InMemoryBidRepository } from '../../../src/infrastructure/memory/bids/in-memory-bid-repository';
import { InMemoryLoadRepository } from '../../../src/infrastructure/memory/in-memory-load-repository';
import { systemTimers } from '../../../src/infrastructure/platform/system-timers';
import { InMemorySeenBidsStore } from '../../../src/infrastructure/storage/in-memory-seen-bids-store';
import { LocalStorageBidAlertSetting } from '../../../src/infrastructure/storage/local-storage-bid-alert-setting';
import { ToastStore } from '../../../src/presentation/app/toast.store';
import type { PageVisibility } from '../../../src/application/ports/page-visibility.port';
import type {
  LiveSignal,
  LiveStatus,
  LiveTopic,
  LiveUpdates,
} from '../../../src/application/ports/live-updates.port';
import type { Timers } from '../../../src/application/ports/timers.port';
import type { SeenBidsStore } from '../../../src/application/ports/seen-bids-store.port';
import { BidsPresenter } from '../../../src/presentation/screens/bids/bids.presenter';
import { bidsDemoBackend, type BidsDemoBackend } from '../../contract/bids/bids-demo-backend';
import { MemoryStorage } from '../../support/memory-storage';

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

/** A live channel the test drives: its state, and hints to the topics subscribed. */
export class FakeLiveUpdates implements LiveUpdates {
  readonly subscriptions = new Set<{ topic: LiveTopic; listener: (s: LiveSignal) => void }>();
  /** How often the last subscriber left: each time, a real channel closes. */
  emptied = 0;

  constructor(private current: LiveStatus = 'connecting') {}

  status(): LiveStatus {
    return this.current;
  }

  subscribe(topic: LiveTopic, listener: (signal: LiveSignal) => void): () => void {
    const entry = { topic, listener };
    this.subscriptions.add(entry);
    return () => {
      if (this.subscriptions.delete(entry) && this.subscriptions.size === 0) this.emptied += 1;
    };
  }

  topics(): LiveTopic[] {
    return [...this.subscriptions].map((s) => s.topic);
  }

  setStatus(status: LiveStatus): void {
    const was = this.current;
    this.current = status;
    for (const { listener } of [...this.subscriptions]) listener({ kind: 'status', status, was });
  }

  /** A change hinted to every subscriber of the loads or of the trips. */
  changed(kind: 'loads' | 'trips'): void {
    for (const { topic, listener } of [...this.subscriptions]) {
      if (topic.kind === kind) listener({ kind: 'changed' });
    }
  }

  /** A change hinted to every subscriber of `loadId`'s bids. */
  bidsChanged(loadId: LoadId): void {
    for (const { topic, listener } of [...this.subscriptions]) {
      if (topic.kind === 'bids' && topic.loadId === loadId) listener({ kind: 'changed' });
    }
  }
}

/**
 * The browser's notifications, faked: the permission the test sets, the answer the prompt gives,
 * and every notice shown (and whether it was closed since).
 */
export class FakeNotifier implements BidNotifier {
  current: AlertPermission = 'default';
  /** What the user answers when asked. */
  answer: AlertPermission = 'granted';
  asked = 0;
  readonly shown: { notice: BidNotice; closed: boolean }[] = [];

  permission(): AlertPermission {
    return this.current;
  }

  requestPermission(): Promise<AlertPermission> {
    this.asked += 1;
    this.current = this.answer;
    return Promise.resolve(this.answer);
  }

  show(notice: BidNotice): () => void {
    const entry = { notice, closed: false };
    this.shown.push(entry);
    return () => {
      entry.closed = true;
    };
  }
}

/** Wraps a repository and counts its calls; `hold` makes the next call of one kind wait for `release`. */
export class CountingBids implements BidRepository {
  readonly calls = { list: 0, accept: 0, reject: 0 };
  /** Reads of the whole list: the calls for its first page (a read asks for every page). */
  reads = 0;
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
    if (query.page === 1) this.reads += 1;
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
  readonly notifier: FakeNotifier;
  /** Where the 'Notify me of new bids' choice is kept. */
  readonly storage: MemoryStorage;
  readonly live: FakeLiveUpdates;
}

/** A presenter over the seeded demo marketplace (in-memory adapters), fake visibility, the platform's timers unless given others. */
export function presenterRig(
  options: {
    backend?: BidsDemoBackend;
    seen?: SeenBidsStore;
    bids?: (inner: BidRepository) => BidRepository;
    notifier?: FakeNotifier;
    storage?: MemoryStorage;
    timers?: Timers;
    live?: FakeLiveUpdates;
  } = {},
): PresenterRig {
  const backend = options.backend ?? bidsDemoBackend();
  const inner = new InMemoryBidRepository(backend.gateway);
  const bids = new CountingBids(options.bids ? options.bids(inner) : inner);
  const loads = new InMemoryLoadRepository(backend.gateway);
  const toasts = new ToastStore();
  const visibility = new FakeVisibility();
  const seen = options.seen ?? new InMemorySeenBidsStore();
  const notifier = options.notifier ?? new FakeNotifier();
  const storage = options.storage ?? new MemoryStorage();
  const live = options.live ?? new FakeLiveUpdates();
  const presenter = new BidsPresenter({
    listBids: new ListBids(bids),
    acceptBid: new AcceptBid(bids),
    rejectBid: new RejectBid(bids),
    loads,
    checkLoadPrice: new CheckLoadPrice(loads),
    toasts,
    clock: backend.clock,
    seen,
    timers: options.timers ?? systemTimers,
    visibility,
    notifier,
    alertSetting: new LocalStorageBidAlertSetting(storage),
    session: backend.session,
    live,
  });
  return { presenter, backend, bids, loads, toasts, visibility, seen, notifier, storage, live };
}

/**
 * Lets pending calls settle: the demo gateway answers each call in a task of its own, as a network
 * answer arrives, and a presenter's read may chain a few calls.
 */
export async function settle(): Promise<void> {
  for (let turn = 0; turn < 8; turn++) {
    for (let i = 0; i < 20; i++) await Promise.resolve();
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
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
    pickupRegion: null,
    deliveryRegion: null,
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

/** A rig whose presenter is started on the busy load, with its bids read. */
export async function rigOnBusyLoad(): Promise<PresenterRig> {
  const rig = presenterRig();
  rig.presenter.start();
  rig.presenter.select(rig.backend.busyLoadId);
  await settle();
  return rig;
}

/** A carrier that has not bid on the load yet places an open bid of `amount`; returns its id. */
export function placeBid(backend: BidsDemoBackend, loadId: LoadId, amount: number): BidId {
  return backend.marketplace.transact((state, now) => {
    const carrier = state.carriers.find(
      (c) => !state.bids.some((b) => b.loadId === loadId && b.carrierId === c.id),
    );
    if (!carrier) throw new Error('every carrier has bid on this load');
    state.nextId += 1;
    state.bids.push({
      id: state.nextId,
      loadId,
      carrierId: carrier.id,
      amount,
      currencySymbol: '£',
      status: 'pending',
      note: null,
      placedAt: now.toISOString(),
      acceptedAt: null,
      rejectedAt: null,
      decisionNote: null,
    });
    return state.nextId;
  });
}
