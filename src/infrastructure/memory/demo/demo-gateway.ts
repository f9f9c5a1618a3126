import { AppError, isAppError } from '../../../domain/shared/app-error';
import type { SessionStore } from '../../../application/ports/session-store.port';
import { openSessionScope } from '../../../application/auth/session-scope';
import { nextTask } from '../../../lib/next-task';
import type { DemoMarketplace } from './demo-marketplace';
import type { DemoState, DemoUser } from './demo-state';

/** A promise and the function that settles it. */
interface Gate {
  readonly open: () => void;
  readonly opened: Promise<void>;
}

function gate(): Gate {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** A call held on its way (`holdNext`) until the test lets it go on, and told when it has answered. */
interface Hold {
  waiting: boolean;
  readonly released: Gate;
  readonly answered: Gate;
}

/**
 * The in-memory adapters' "network": runs an operation against the demo marketplace as the
 * signed-in user of the session's token and treats an unauthenticated answer as the HTTP client
 * does. A call sent with a token belongs to that session: when the session changes while the
 * call is on its way, it is abandoned as an aborted request is (a network failure) and changes
 * nothing. Browser tests can make the next call of an operation fail (`failNext`) or wait on its
 * way (`holdNext`).
 */
export class DemoGateway {
  private readonly faults = new Map<string, AppError[]>();
  private readonly holds = new Map<string, Hold>();

  constructor(
    readonly marketplace: DemoMarketplace,
    private readonly session: SessionStore,
  ) {}

  /**
   * Reads as the signed-in user. A read whose `signal` aborts before it is answered fails with the
   * signal's reason, as an aborted fetch does.
   */
  async asUser<T>(
    operation: string,
    read: (state: Readonly<DemoState>, user: DemoUser, now: Date) => T,
    signal?: AbortSignal,
  ): Promise<T> {
    return this.run(
      operation,
      (token) =>
        this.marketplace.read((state) =>
          read(state, this.marketplace.userFor(state, token), this.marketplace.now()),
        ),
      signal,
    );
  }

  /** Changes the data as the signed-in user; all or nothing. */
  async changeAsUser<T>(
    operation: string,
    change: (state: DemoState, user: DemoUser, now: Date) => T,
  ): Promise<T> {
    return this.run(operation, (token) =>
      this.marketplace.transact((state, now) =>
        change(state, this.marketplace.userFor(state, token), now),
      ),
    );
  }

  /** Changes the data without a signed-in user (sign-up, sign-in, codes, the waiting list). */
  async changeAnonymous<T>(
    operation: string,
    change: (state: DemoState, now: Date) => T,
  ): Promise<T> {
    return this.run(operation, () => this.marketplace.transact(change));
  }

  /**
   * Like `changeAnonymous`, after an asynchronous step on a read-only view of the state (hashing a
   * password): `prepare` runs first, outside any change, and `change` then applies its result to
   * the freshest state, all or nothing. `change` must check again what `prepare` relied on: other
   * changes may have come in between.
   */
  async changeAnonymousAfter<P, T>(
    operation: string,
    prepare: (state: Readonly<DemoState>, now: Date) => Promise<P>,
    change: (state: DemoState, now: Date, prepared: P) => T,
  ): Promise<T> {
    return this.run(operation, async () => {
      const prepared = await this.marketplace.read((state) =>
        prepare(state, this.marketplace.now()),
      );
      return this.marketplace.transact((state, now) => change(state, now, prepared));
    });
  }

  /** The next call of `operation` fails with `error` (default: a 500 with no message). */
  failNext(operation: string, error: AppError = AppError.server()): void {
    this.faults.set(operation, [...(this.faults.get(operation) ?? []), error]);
  }

  /**
   * The next call of `operation` leaves, with its session's token, and then waits on its way until
   * `release(operation)`, as a slow request does (browser tests: a session change meanwhile).
   */
  holdNext(operation: string): void {
    this.holds.set(operation, { waiting: false, released: gate(), answered: gate() });
  }

  /** Whether a call of `operation` is waiting on its way. */
  isHeld(operation: string): boolean {
    return this.holds.get(operation)?.waiting ?? false;
  }

  /**
   * Lets the held call of `operation` go on (or, if none has come yet, the next one not wait);
   * resolves once the held call has answered, or failed.
   */
  release(operation: string): Promise<void> {
    const hold = this.holds.get(operation);
    this.holds.delete(operation);
    if (!hold?.waiting) return Promise.resolve();
    hold.released.open();
    return hold.answered.opened;
  }

  /** Runs `call` with the token the request is sent with, as a request carries its header. */
  private async run<T>(
    operation: string,
    call: (token: string | null) => T | Promise<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    const token = this.session.current().token;
    // A signed-in call belongs to its session; a signed-out one (sign-in, codes) to nobody.
    const scope = token ? openSessionScope(this.session) : null;
    const hold = this.holdFor(operation);
    try {
      // Answer in a task of its own, as a network answer arrives: callers' loading states behave
      // the same, and the screen's render of the answer does not join the backend's work (and the
      // caller's) in one long task that keeps the page from answering taps.
      await nextTask();
      await hold?.released.opened;
      signal?.throwIfAborted();
      if (scope?.signal.aborted) throw new AppError('network');
      const planned = this.faults.get(operation)?.shift();
      if (planned) throw planned;
      const result = call(token);
      return result instanceof Promise ? await result : result;
    } catch (error) {
      if (isAppError(error) && error.kind === 'unauthenticated') this.session.expire(token);
      throw error;
    } finally {
      scope?.close();
      hold?.answered.open();
    }
  }

  /** The hold this call of `operation` waits on: the first call after `holdNext` only. */
  private holdFor(operation: string): Hold | null {
    const hold = this.holds.get(operation);
    if (!hold || hold.waiting) return null;
    hold.waiting = true;
    return hold;
  }
}
