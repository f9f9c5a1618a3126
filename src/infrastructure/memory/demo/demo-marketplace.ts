import { AppError } from '../../../domain/shared/app-error';
import type { Clock } from '../../../application/ports/clock.port';
import { DEMO_STATE_VERSION, DEMO_STORAGE_KEY, type DemoEmail, type DemoState, type DemoUser } from './demo-state';

/**
 * Something that happens on its own in the demo marketplace (bids arriving, trips moving).
 * `advance` brings the state up to `now` and returns when it next has work, or null.
 */
export interface DemoProcess {
  advance(state: DemoState, now: Date): Date | null;
}

export interface DemoTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimers: DemoTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface DemoMarketplaceDeps {
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  readonly clock: Clock;
  readonly seed: (now: Date) => DemoState;
  readonly timers?: DemoTimers;
  /** Cryptographic randomness for codes and tokens; tests may pass a deterministic one. */
  readonly randomBytes?: (length: number) => Uint8Array;
}

/**
 * The in-browser backend behind every in-memory adapter: one state, persisted under one key,
 * changed only inside `transact` so a failed write leaves nothing half-done.
 */
export class DemoMarketplace {
  private state: DemoState;
  private readonly processes: DemoProcess[] = [];
  private readonly listeners = new Set<() => void>();
  private timer: unknown = null;
  /** The earliest pending work as of the last run of the processes; null when none. */
  private nextDue: Date | null = null;
  private readonly timers: DemoTimers;

  constructor(private readonly deps: DemoMarketplaceDeps) {
    this.timers = deps.timers ?? browserTimers;
    this.state = this.load();
  }

  get clock(): Clock {
    return this.deps.clock;
  }

  now(): Date {
    return this.deps.clock.now();
  }

  /** A read-only view of the state, brought up to date first. */
  read<T>(reader: (state: Readonly<DemoState>) => T): T {
    if (this.isDue()) this.runProcesses();
    return reader(this.state);
  }

  /**
   * Applies a change to a copy of the state and commits it (persisted) only if `change` returns
   * without throwing and the write succeeds.
   */
  transact<T>(change: (state: DemoState, now: Date) => T): T {
    if (this.isDue()) this.runProcesses();
    const draft = structuredClone(this.state);
    const result = change(draft, this.now());
    this.commit(draft);
    this.schedule();
    return result;
  }

  /** The signed-in demo user of a bearer token, or an unauthenticated error (spec §6). */
  userFor(state: Readonly<DemoState>, token: string | null): DemoUser {
    const entry = token ? state.tokens.find((t) => t.token === token) : undefined;
    const user = entry ? state.users.find((u) => u.id === entry.userId) : undefined;
    if (!user) throw AppError.unauthenticated();
    return user;
  }

  nextId(state: DemoState): number {
    state.nextId += 1;
    return state.nextId;
  }

  /** Every e-mail the demo backend sends lands in the Demo inbox (decisions D2). */
  sendEmail(state: DemoState, email: Omit<DemoEmail, 'id' | 'sentAt'>): void {
    state.emails.unshift({ ...email, id: this.nextId(state), sentAt: this.now().toISOString() });
  }

  randomToken(bytes = 24): string {
    return Array.from(this.random(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
  }

  randomDigits(count: number): string {
    return Array.from(this.random(count * 2), (b) => b)
      .reduce<number[]>((digits, b) => (b < 250 && digits.length < count ? [...digits, b % 10] : digits), [])
      .join('')
      .padEnd(count, '7');
  }

  registerProcess(process: DemoProcess): void {
    this.processes.push(process);
    this.schedule();
  }

  /** Decisions D2: `Reset demo data` restores the seed. */
  reset(): void {
    this.commit(this.deps.seed(this.now()));
    this.schedule();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stops the simulation timer (tests, hot reload). */
  dispose(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }

  private runProcesses(): Date | null {
    if (!this.processes.length) return null;
    const draft = structuredClone(this.state);
    const before = JSON.stringify(draft);
    const now = this.now();
    let next: Date | null = null;
    for (const process of this.processes) {
      const due = process.advance(draft, now);
      if (due && (!next || due < next)) next = due;
    }
    // The simulation moves on even when the browser storage refuses the write (full, private
    // mode): a read must not fail because of it; the next successful write persists it.
    if (JSON.stringify(draft) !== before) this.commit(draft, false);
    this.nextDue = next;
    return next;
  }

  /**
   * Whether a process has work up to now. Every change of state re-plans (`schedule`), so between
   * changes the processes need to run only once their earliest due time has come: reads stay cheap
   * with 10,000 loads (issue 11).
   */
  private isDue(): boolean {
    return this.nextDue !== null && this.nextDue.getTime() <= this.now().getTime();
  }

  /** Re-plans the simulation timer, e.g. after the demo clock changed speed. */
  wake(): void {
    this.schedule();
  }

  /** One timer for the earliest pending work; none when nothing is pending (no busy loop). */
  private schedule(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    if (!this.processes.length) return;
    const next = this.runProcesses();
    if (!next) return;
    const clockSpeed = 'rate' in this.deps.clock ? Number(this.deps.clock.rate) || 1 : 1;
    const delay = Math.max(50, (next.getTime() - this.now().getTime()) / clockSpeed);
    this.timer = this.timers.set(() => {
      this.timer = null;
      this.schedule();
    }, Math.min(delay, 60_000));
  }

  private commit(next: DemoState, mustPersist = true): void {
    try {
      this.deps.storage?.setItem(DEMO_STORAGE_KEY, JSON.stringify(next));
    } catch {
      if (mustPersist) {
        throw AppError.server('The demo storage is full. Open the Demo inbox and choose Reset demo data.', 507);
      }
    }
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }

  private load(): DemoState {
    try {
      const raw = this.deps.storage?.getItem(DEMO_STORAGE_KEY);
      const stored = raw ? (JSON.parse(raw) as Partial<DemoState>) : null;
      if (stored && stored.version === DEMO_STATE_VERSION) return stored as DemoState;
    } catch {
      // Unreadable or foreign data: start from the seed.
    }
    const seeded = this.deps.seed(this.now());
    try {
      this.deps.storage?.setItem(DEMO_STORAGE_KEY, JSON.stringify(seeded));
    } catch {
      // Storage unavailable: the demo still runs for this tab.
    }
    return seeded;
  }

  private random(length: number): Uint8Array {
    if (this.deps.randomBytes) return this.deps.randomBytes(length);
    return crypto.getRandomValues(new Uint8Array(length));
  }
}
