import { action, computed, makeObservable, observableRef } from 'mobx';
import {
  IDLE,
  LOADING,
  SUCCEEDED,
  failed,
  type RequestStatus,
} from '../../domain/shared/request-status';
import { isSessionEnded } from '../../application/auth/session-scope';

/**
 * How a command ended: its value, a failure with the text to show, refused while busy, or dropped
 * because the session that started it ended before it came back (its result, or its failure, is
 * for nobody who is here now).
 */
export type CommandOutcome<TResult> =
  | { readonly kind: 'done'; readonly value: TResult }
  | { readonly kind: 'failed'; readonly error: unknown; readonly message: string }
  | { readonly kind: 'busy' }
  | { readonly kind: 'dropped' };

export interface CommandOptions<TArgs extends readonly unknown[], TResult> {
  readonly execute: (...args: TArgs) => Promise<TResult>;
  /** The text a failure shows. */
  readonly errorMessage: (error: unknown) => string;
}

/**
 * An action the user starts (publish, accept, save): pending, error, and one in flight at a
 * time, so a double click cannot send it twice. The caller acts on the outcome it returns.
 */
export class Command<TArgs extends readonly unknown[], TResult> {
  status: RequestStatus = IDLE;

  constructor(private readonly options: CommandOptions<TArgs, TResult>) {
    makeObservable<this, 'finish'>(this, {
      status: observableRef,
      pending: computed,
      error: computed,
      run: action,
      reset: action,
      finish: action,
    });
  }

  get pending(): boolean {
    return this.status.kind === 'loading';
  }

  get error(): string | null {
    return this.status.kind === 'failed' ? this.status.message : null;
  }

  async run(...args: TArgs): Promise<CommandOutcome<TResult>> {
    if (this.pending) return { kind: 'busy' };
    this.status = LOADING;
    try {
      const value = await this.options.execute(...args);
      return this.finish({ kind: 'done', value });
    } catch (error) {
      if (isSessionEnded(error)) return this.finish({ kind: 'dropped' });
      return this.finish({ kind: 'failed', error, message: this.options.errorMessage(error) });
    }
  }

  /** Back to idle: the failure was read, or the form it belonged to was left. */
  reset(): void {
    if (!this.pending) this.status = IDLE;
  }

  private finish(outcome: CommandOutcome<TResult>): CommandOutcome<TResult> {
    if (outcome.kind === 'failed') this.status = failed(outcome.message);
    else this.status = outcome.kind === 'dropped' ? IDLE : SUCCEEDED;
    return outcome;
  }
}
