import { makeAutoObservable, observable, observableRef } from 'mobx';
import {
  publishErrorMessage,
  type NewLoad,
  type PublishedLoad,
} from '../../../domain/load/new-load';
import { isSessionEnded } from '../../../application/auth/session-scope';
import {
  ImportPublishQueue,
  type ImportJob,
  type ImportJobOutcome,
  type ImportQueueListener,
} from '../../../application/create-job/import-publish-queue';
import type { PublishImportedLoad } from '../../../application/create-job/publish-imported-load.use-case';
import type { KeptImport } from '../../../application/ports/import-store.port';

export type RowOutcome =
  | { readonly kind: 'sending' }
  | { readonly kind: 'published'; readonly published: PublishedLoad }
  | { readonly kind: 'failed'; readonly message: string };

export type ImportPhase = 'review' | 'publishing' | 'done';

/** One row to publish, with its load as checked when Publish was pressed. */
export interface PlannedRow {
  readonly row: number;
  readonly load: NewLoad;
}

const randomKey = () => crypto.randomUUID();

/**
 * The publishing run of an import: the ready rows go out through the queue (two at a time, each
 * with its own idempotency key), each row's outcome as it is answered, the progress, and the
 * pause.
 */
export class ImportPublishing {
  phase: ImportPhase = 'review';
  paused = false;
  /** The rows this publish sends, each with its load as checked when Publish was pressed. */
  planned: readonly PlannedRow[] = [];
  /** The key each row was sent with. */
  keys: Readonly<Record<number, string>> = {};
  readonly outcomes = observable.map<number, RowOutcome>();
  private readonly queue: ImportPublishQueue;

  constructor(publishRow: PublishImportedLoad, newKey: () => string = randomKey) {
    this.queue = new ImportPublishQueue((load, key) => publishRow.execute(load, key), newKey);
    makeAutoObservable<this, 'queue'>(
      this,
      {
        // Replaced whole, never changed in place: no need to watch inside them.
        planned: observableRef,
        keys: observableRef,
        outcomes: false,
        queue: false,
      },
      { autoBind: true },
    );
  }

  /** Sends these rows. */
  start(jobs: readonly PlannedRow[]): void {
    this.phase = 'publishing';
    this.paused = false;
    this.planned = jobs;
    this.keys = {};
    this.queue.start(jobs, this.queueListener());
  }

  pause(): void {
    this.paused = true;
    this.queue.pause();
  }

  resume(): void {
    this.paused = false;
    this.queue.resume();
  }

  /** Nothing more goes out once the screen is left; the shipper's pause stays as it was. */
  stop(): void {
    this.queue.pause();
  }

  /** Rows answered so far, of the rows being published. */
  get progress(): { readonly done: number; readonly total: number } {
    let done = 0;
    for (const outcome of this.outcomes.values()) if (outcome.kind !== 'sending') done += 1;
    return { done, total: this.planned.length };
  }

  get progressText(): string {
    const { done, total } = this.progress;
    if (this.paused) return `Paused after ${done} of ${total}`;
    return `Publishing ${Math.min(done + 1, total)} of ${total}…`;
  }

  /** The run as it stands, to keep; null before publishing starts. */
  get kept(): KeptImport['jobs'] {
    if (this.phase === 'review') return null;
    return this.planned.map(({ row, load }) => {
      const outcome = this.outcomes.get(row);
      return {
        row,
        load,
        key: this.keys[row] ?? null,
        outcome: outcome && outcome.kind !== 'sending' ? outcome : null,
      };
    });
  }

  /** Takes up a kept run where it stopped: rows sent without an answer go again with their keys. */
  restore(jobs: NonNullable<KeptImport['jobs']>, paused: boolean): void {
    this.planned = jobs.map(({ row, load }) => ({ row, load }));
    const keys: Record<number, string> = {};
    const remaining: ImportJob[] = [];
    for (const job of jobs) {
      if (job.key) keys[job.row] = job.key;
      if (job.outcome) this.outcomes.set(job.row, job.outcome);
      else remaining.push({ row: job.row, load: job.load, key: job.key });
    }
    this.keys = keys;
    this.phase = 'publishing';
    this.paused = paused;
    this.queue.start(remaining, this.queueListener(), paused);
  }

  /** Back to no run, for another import. */
  reset(): void {
    this.phase = 'review';
    this.outcomes.clear();
    this.planned = [];
    this.keys = {};
  }

  private queueListener(): ImportQueueListener {
    return {
      sending: (row) => this.sent(row),
      settled: (row, outcome) => this.settle(row, outcome),
      finished: () => this.finish(),
    };
  }

  private sent(row: number): void {
    const key = this.queue.keyOf(row);
    if (key) this.keys = { ...this.keys, [row]: key };
    this.outcomes.set(row, { kind: 'sending' });
  }

  private settle(row: number, outcome: ImportJobOutcome): void {
    if (outcome.kind === 'failed' && isSessionEnded(outcome.error)) {
      // The session expired with the row on its way: no answer, so it is kept with its key and
      // sent again once its user is back. Nothing more goes out meanwhile.
      this.outcomes.delete(row);
      this.queue.pause();
      return;
    }
    this.outcomes.set(
      row,
      outcome.kind === 'published'
        ? { kind: 'published', published: outcome.published }
        : { kind: 'failed', message: publishErrorMessage(outcome.error) },
    );
  }

  private finish(): void {
    this.phase = 'done';
    this.paused = false;
  }
}
