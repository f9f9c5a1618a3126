import { AppError, isAppError } from '../../../domain/shared/app-error';
import type { SessionStore } from '../../../application/ports/session-store.port';
import type { DemoMarketplace } from './demo-marketplace';
import type { DemoState, DemoUser } from './demo-state';

/**
 * The in-memory adapters' "network": runs an operation against the demo marketplace as the
 * signed-in user of the session's token and treats an unauthenticated answer as the HTTP client
 * does. Browser tests can make the next call of an operation fail (`failNext`).
 */
export class DemoGateway {
  private readonly faults = new Map<string, AppError[]>();

  constructor(
    readonly marketplace: DemoMarketplace,
    private readonly session: SessionStore,
  ) {}

  /** Reads as the signed-in user. */
  async asUser<T>(
    operation: string,
    read: (state: Readonly<DemoState>, user: DemoUser, now: Date) => T,
  ): Promise<T> {
    return this.run(operation, (token) =>
      this.marketplace.read((state) =>
        read(state, this.marketplace.userFor(state, token), this.marketplace.now()),
      ),
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

  /** Runs `call` with the token the request is sent with, as a request carries its header. */
  private async run<T>(
    operation: string,
    call: (token: string | null) => T | Promise<T>,
  ): Promise<T> {
    const token = this.session.current().token;
    // Answer asynchronously, like a network call, so callers' loading states behave the same.
    await Promise.resolve();
    const planned = this.faults.get(operation)?.shift();
    try {
      if (planned) throw planned;
      const result = call(token);
      return result instanceof Promise ? await result : result;
    } catch (error) {
      if (isAppError(error) && error.kind === 'unauthenticated') this.session.expire(token);
      throw error;
    }
  }
}
