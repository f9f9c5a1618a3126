import { action, computed, makeObservable, observableRef } from 'mobx';
import {
  IDLE,
  LOADING,
  SUCCEEDED,
  failed,
  type RequestStatus,
} from '../../domain/shared/request-status';

export interface QueryOptions<TArgs, TData> {
  /**
   * Reads the data. `signal` aborts when a newer request supersedes this one, or on `cancel()`. A
   * read that comes in parts (a list read page by page) may `show` each part as it arrives: it is
   * the data meanwhile, while the status stays loading.
   */
  readonly fetch: (args: TArgs, signal: AbortSignal, show: (part: TData) => void) => Promise<TData>;
  /** The text a failure shows. */
  readonly errorMessage: (error: unknown) => string;
}

/**
 * A read whose answer a screen shows: status, data, error and refresh. Only the newest request
 * counts: starting another aborts the one in flight, and an answer that arrives for a request no
 * longer current is dropped. Data stay on screen while a refresh is under way and when it fails.
 */
export class Query<TData, TArgs = void> {
  status: RequestStatus = IDLE;
  data: TData | undefined = undefined;

  private controller: AbortController | null = null;
  private lastArgs: { readonly value: TArgs } | null = null;

  constructor(private readonly options: QueryOptions<TArgs, TData>) {
    makeObservable<this, 'settle' | 'show'>(this, {
      status: observableRef,
      data: observableRef,
      loading: computed,
      loaded: computed,
      awaitingFirstAnswer: computed,
      error: computed,
      run: action,
      cancel: action,
      reset: action,
      settle: action,
      show: action,
    });
  }

  get loading(): boolean {
    return this.status.kind === 'loading';
  }

  /** Whether an answer has arrived since the last reset. */
  get loaded(): boolean {
    return this.data !== undefined;
  }

  /**
   * No answer yet and no failure: a screen shows its loading state, from its first paint (which
   * comes before it starts the request) until the first answer; a refresh keeps the data shown.
   */
  get awaitingFirstAnswer(): boolean {
    return !this.loaded && this.error === null;
  }

  get error(): string | null {
    return this.status.kind === 'failed' ? this.status.message : null;
  }

  /** Starts a request for `args`, superseding any in flight; resolves when it has settled. */
  run(args: TArgs): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.lastArgs = { value: args };
    this.status = LOADING;
    const show = (part: TData) => this.show(controller, part);
    return this.options.fetch(args, controller.signal, show).then(
      (data) =>
        this.settle(controller, () => {
          this.data = data;
          this.status = SUCCEEDED;
        }),
      (error: unknown) =>
        this.settle(controller, () => {
          this.status = failed(this.options.errorMessage(error));
        }),
    );
  }

  /** Asks again with the last arguments; nothing when it never ran. */
  refresh(): Promise<void> {
    return this.lastArgs ? this.run(this.lastArgs.value) : Promise.resolve();
  }

  /** Aborts the request in flight (the screen left); what is on screen stays. */
  cancel(): void {
    if (!this.controller) return;
    this.controller.abort();
    this.controller = null;
    if (this.status.kind === 'loading') this.status = this.loaded ? SUCCEEDED : IDLE;
  }

  /** Forgets everything: the data belonged to something no longer asked about. */
  reset(): void {
    this.cancel();
    this.lastArgs = null;
    this.data = undefined;
    this.status = IDLE;
  }

  private show(controller: AbortController, part: TData): void {
    if (controller === this.controller && !controller.signal.aborted) this.data = part;
  }

  private settle(controller: AbortController, apply: () => void): void {
    if (controller !== this.controller || controller.signal.aborted) return;
    this.controller = null;
    apply();
  }
}

/**
 * A read that arrives in parts, for a Query's fetch: each part is shown as it comes, and the last
 * is the answer.
 */
export async function inParts<TData>(
  parts: AsyncIterable<TData>,
  show: (part: TData) => void,
): Promise<TData> {
  let last: { readonly part: TData } | null = null;
  for await (const part of parts) {
    show(part);
    last = { part };
  }
  if (!last) throw new Error('The read ended without a part.');
  return last.part;
}
