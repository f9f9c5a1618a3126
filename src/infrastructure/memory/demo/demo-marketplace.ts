import { AppError } from '../../../domain/shared/app-error';
import type { Clock } from '../../../application/ports/clock.port';
import type { CancelTimer, Timers } from '../../../application/ports/timers.port';
import { SystemTimers } from '../../platform/system-timers';
import type { StorageChanges } from '../../storage/storage-changes';
import type { BrowserStorage } from '../../storage/portal-storage';
import { DemoClock } from './demo-clock';
import { tokenLive } from './demo-rules';
import { DEMO_STORAGE_KEY, type DemoEmail, type DemoState, type DemoUser } from './demo-state';
import { SharedDemoState } from './shared-demo-state';

/**
 * Something that happens on its own in the demo marketplace (bids arriving, trips moving).
 * `advance` brings the state up to `now` and returns when it next has work, or null.
 */
export interface DemoProcess {
  advance(state: DemoState, now: Date): Date | null;
}

export interface DemoMarketplaceDeps {
  readonly storage: BrowserStorage | null;
  readonly clock: Clock;
  /**
   * The wall clock that token lifetimes and attempt limits run on. By default a DemoClock's own
   * wall clock (its speed-up and jumps do not move it), else `clock`.
   */
  readonly wallClock?: Clock;
  readonly seed: (now: Date) => DemoState;
  /** The simulation's timer; the platform's by default (in the browser and in Node alike). */
  readonly timers?: Timers;
  /** Cryptographic randomness for codes and tokens; tests may pass a deterministic one. */
  readonly randomBytes?: (length: number) => Uint8Array;
  /** Other tabs' writes to `storage` (the browser's `storage` event); none where no other tab is (Node). */
  readonly storageChanges?: StorageChanges | null;
}

/**
 * The in-browser backend behind every in-memory adapter: one state, persisted under one key,
 * changed only inside `transact` so a failed write leaves nothing half-done.
 *
 * Every tab of the browser runs its own marketplace over that one key, so it behaves as one
 * shared database: a change (a user's or the simulation's) is applied to the freshest stored
 * state and written back at once (read-modify-write, never a stale copy), and another tab's write
 * reaches this tab's reads through the storage event, without this tab writing anything.
 */
export class DemoMarketplace {
  private readonly shared: SharedDemoState;
  private readonly processes: DemoProcess[] = [];
  private readonly listeners = new Set<() => void>();
  private cancelTimer: CancelTimer | null = null;
  private readonly timers: Timers;
  private readonly wallClock: Clock;
  private readonly stopHearing: () => void;

  constructor(private readonly deps: DemoMarketplaceDeps) {
    this.timers = deps.timers ?? new SystemTimers();
    const { clock } = deps;
    this.wallClock =
      deps.wallClock ?? (clock instanceof DemoClock ? { now: () => clock.wallNow() } : clock);
    this.shared = new SharedDemoState(deps.storage, () => deps.seed(this.now()));
    this.stopHearing =
      deps.storageChanges?.subscribe((key) => this.heard(key)) ?? (() => undefined);
  }

  now(): Date {
    return this.deps.clock.now();
  }

  /** Real time, for token lifetimes and attempt limits: the demo clock's speed does not move it. */
  wallNow(): Date {
    return this.wallClock.now();
  }

  /**
   * A read-only view of the state, brought up to date first. It comes from memory: other tabs'
   * changes arrive through their storage events, so a read costs no storage access.
   */
  read<T>(reader: (state: Readonly<DemoState>) => T): T {
    if (this.isDue(this.shared.state)) this.runProcesses();
    return reader(this.shared.state);
  }

  /**
   * Applies a change to a copy of the freshest stored state and commits it (persisted) only if
   * `change` returns without throwing and the write succeeds.
   */
  transact<T>(change: (state: DemoState, now: Date) => T): T {
    const draft = structuredClone(this.shared.latest());
    const now = this.now();
    if (this.isDue(draft)) this.advance(draft, now);
    const result = change(draft, now);
    // Plans the work the change created (a published load's bids), in the same write.
    this.advance(draft, now);
    this.commit(draft);
    this.arm();
    return result;
  }

  /**
   * The signed-in demo user of a bearer token, or an unauthenticated error: for an unknown token
   * and for one issued more than 12 hours ago alike.
   */
  userFor(state: Readonly<DemoState>, token: string | null): DemoUser {
    const found = token ? state.tokens.find((t) => t.token === token) : undefined;
    const entry = found && tokenLive(found, this.wallNow()) ? found : undefined;
    const user = entry ? state.users.find((u) => u.id === entry.userId) : undefined;
    if (!user) throw AppError.unauthenticated();
    return user;
  }

  nextId(state: DemoState): number {
    state.nextId += 1;
    return state.nextId;
  }

  /** Every e-mail the demo backend sends lands in the Demo inbox, newest first. */
  sendEmail(state: DemoState, email: Omit<DemoEmail, 'id' | 'sentAt'>): void {
    state.emails.unshift({ ...email, id: this.nextId(state), sentAt: this.now().toISOString() });
  }

  randomToken(bytes = 24): string {
    return Array.from(this.randomBytes(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
  }

  randomDigits(count: number): string {
    return Array.from(this.randomBytes(count * 2))
      .reduce<number[]>(
        (digits, b) => (b < 250 && digits.length < count ? [...digits, b % 10] : digits),
        [],
      )
      .join('')
      .padEnd(count, '7');
  }

  /** Adds the simulation's processes and brings them up to now, in one write for all of them. */
  registerProcesses(...processes: DemoProcess[]): void {
    this.processes.push(...processes);
    this.runProcesses({ planned: false });
    this.arm();
  }

  /** `Reset demo data` restores the seed (in every tab: they hear the write). */
  reset(): void {
    const seeded = this.deps.seed(this.now());
    this.advance(seeded, this.now());
    this.commit(seeded);
    this.arm();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stops the simulation timer and stops hearing other tabs (tests, hot reload, a closed tab). */
  dispose(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
    this.stopHearing();
  }

  /** Re-plans the simulation timer, e.g. after the demo clock changed speed. */
  wake(): void {
    this.arm();
  }

  /**
   * Another tab wrote: take its state, and plan the simulation from the schedule stored with it.
   * Nothing is written here, so two tabs never answer each other's writes with writes.
   */
  private heard(key: string | null): void {
    if (key !== null && key !== DEMO_STORAGE_KEY) return;
    if (!this.shared.refresh()) return;
    this.arm();
    this.notify();
  }

  /**
   * Brings the simulation up to now on the freshest stored state and writes the result. With
   * `planned` (the default) only when the stored schedule says work is due, which another tab
   * may already have done; a newly registered process has no plan yet, so it always runs. A run
   * always changes the state: it moves the schedule on, due times being strictly in the future.
   */
  private runProcesses({ planned = true } = {}): void {
    const base = this.shared.latest();
    if (!this.processes.length || (planned && !this.isDue(base))) return;
    const draft = structuredClone(base);
    this.advance(draft, this.now());
    // The simulation moves on even when the browser storage refuses the write (full, private
    // mode): a read must not fail because of it; the next successful write persists it.
    if (this.shared.write(draft)) this.notify();
    else this.shared.keepUnstored(draft);
  }

  /** Runs every process on `state` up to `now` and records when they next have work. */
  private advance(state: DemoState, now: Date): void {
    if (!this.processes.length) return;
    let next: Date | null = null;
    for (const process of this.processes) {
      const due = process.advance(state, now);
      if (due && (!next || due < next)) next = due;
    }
    state.simulationDueAt = next ? next.toISOString() : null;
  }

  /**
   * Whether the processes have work up to now in `state`. Every change records the next due time
   * with the state, so between changes the processes need to run only once it has come: reads
   * stay cheap with 10,000 loads. A state that carries no due time yet runs them once.
   */
  private isDue(state: Readonly<DemoState>): boolean {
    if (!this.processes.length) return false;
    const due = state.simulationDueAt;
    if (due === undefined) return true;
    return due !== null && Date.parse(due) <= this.now().getTime();
  }

  /** One timer for the earliest pending work; none when nothing is pending (no busy loop). */
  private arm(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
    const due = this.shared.state.simulationDueAt;
    if (!this.processes.length || due === null) return;
    const now = this.now().getTime();
    const at = due === undefined ? now : Date.parse(due);
    const clockSpeed = 'rate' in this.deps.clock ? Number(this.deps.clock.rate) || 1 : 1;
    const delay = Math.max(50, (at - now) / clockSpeed);
    this.cancelTimer = this.timers.after(Math.min(delay, 60_000), () => {
      this.cancelTimer = null;
      this.runProcesses();
      this.arm();
    });
  }

  private commit(next: DemoState): void {
    if (!this.shared.write(next)) {
      throw AppError.server(
        'The demo storage is full. Open the Demo inbox and choose Reset demo data.',
        507,
      );
    }
    this.notify();
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }

  /** Cryptographic randomness (a password's salt), or the deterministic source a test passed. */
  randomBytes(length: number): Uint8Array {
    if (this.deps.randomBytes) return this.deps.randomBytes(length);
    return crypto.getRandomValues(new Uint8Array(length));
  }
}
