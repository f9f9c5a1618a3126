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
 * because its answer is for nobody who is here now: the session that started it ended before it
 * came back, or the screen moved on to something else (`abandon`).
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
  /** Counts the runs, so that the answer of an abandoned one is known when it comes. */
  private latest = 0;

  constructor(private readonly options: CommandOptions<TArgs, TResult>) {
    makeObservable<this, 'finish'>(this, {
      status: observableRef,
      pending: computed,
      error: computed,
      run: action,
      reset: action,
      abandon: action,
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
    const run = (this.latest += 1);
    this.status = LOADING;
    try {
      const value = await this.options.execute(...args);
      return this.finish(run, { kind: 'done', value });
    } catch (error) {
      if (isSessionEnded(error)) return this.finish(run, { kind: 'dropped' });
      return this.finish(run, { kind: 'failed', error, message: this.options.errorMessage(error) });
    }
  }

  /** Back to idle: the failure was read, or the form it belonged to was left. */
  reset(): void {
    if (!this.pending) this.status = IDLE;
  }

  /**
   * The screen moved on (another load was chosen): a run on its way is let go, and its answer,
   * when it comes, ends it as dropped and changes nothing. The command is free at once.
   */
  abandon(): void {
    this.latest += 1;
    this.status = IDLE;
  }

  private finish(run: number, outcome: CommandOutcome<TResult>): CommandOutcome<TResult> {
    if (run !== this.latest) return { kind: 'dropped' };
    if (outcome.kind === 'failed') this.status = failed(outcome.message);
    else this.status = outcome.kind === 'dropped' ? IDLE : SUCCEEDED;
    return outcome;
  }
}
