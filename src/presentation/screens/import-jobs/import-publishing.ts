import { makeAutoObservable, observable } from 'mobx';
import { isOutcomeUnknown } from '../../../domain/shared/app-error';
import { publishErrorMessage, type NewLoad } from '../../../domain/load/new-load';
import { isSessionEnded } from '../../../application/auth/session-scope';
import type { PublishImportedLoad } from '../../../application/create-job/publish-imported-load.use-case';
import type { KeptJob, KeptOutcome } from '../../../application/ports/import-store.port';

/** What became of a row sent: on its way, or the API's answer, or no answer at all. */
export type RowOutcome = { readonly kind: 'sending' } | KeptOutcome;

/** One row to publish: its place in the sheet, its load as checked, and its idempotency key. */
export interface PlannedRow {
  readonly row: number;
  readonly load: NewLoad;
  readonly key: string;
}

/** Publishes one row with its key. */
export type PublishRow = Pick<PublishImportedLoad, 'execute'>;

/** How many rows are on their way at once: a big import neither floods the server nor crawls. */
const AT_ONCE = 2;

/**
 * The publishing of one import: its rows go out one by one, two at a time, each with the key it
 * was given when Publish was confirmed, so two rows that happen to be the same job are two jobs,
 * and a row sent again is the same job. A new import is a new publishing: nothing of an earlier
 * one counts for it.
 *
 * A row is sent once. Its outcome is the API's answer: published, or refused with why. A row
 * whose answer never came (a timeout, a dropped connection, a gateway that gave up) may have been
 * published, so it is neither: it is not confirmed, keeps its key, and goes again only when the
 * shipper asks ('Check again'); a server that honours the key then answers with the load it made.
 */
export class ImportPublishing {
  paused: boolean;
  readonly outcomes = observable.map<number, RowOutcome>();
  private waiting: PlannedRow[] = [];
  private inFlight = 0;
  /** Nothing more goes out: the screen was left, or the session that sent the rows ended. */
  private halted = false;

  constructor(
    readonly planned: readonly PlannedRow[],
    private readonly publishRow: PublishRow,
    kept: { readonly outcomes?: ReadonlyMap<number, KeptOutcome>; readonly paused?: boolean } = {},
  ) {
    this.paused = kept.paused ?? false;
    for (const [row, outcome] of kept.outcomes ?? []) this.outcomes.set(row, outcome);
    makeAutoObservable<this, 'publishRow' | 'waiting' | 'inFlight' | 'halted'>(
      this,
      { planned: false, publishRow: false, waiting: false, inFlight: false, halted: false },
      { autoBind: true },
    );
  }

  /** Sends every row without an outcome: rows sent before without an answer go with their keys. */
  run(): void {
    this.halted = false;
    this.waiting = this.planned.filter((job) => !this.outcomes.has(job.row));
    this.pump();
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    this.pump();
  }

  /** Nothing more goes out once the screen is left; the shipper's pause stays as it was. */
  stop(): void {
    this.halted = true;
  }

  /** Sends each row that was not confirmed again, with its own key. */
  checkAgain(): void {
    for (const job of this.planned) {
      if (this.outcomes.get(job.row)?.kind !== 'unconfirmed') continue;
      this.outcomes.delete(job.row);
      this.waiting.push(job);
    }
    this.paused = false;
    this.pump();
  }

  /** Every row has its outcome: published, refused or not confirmed. */
  get finished(): boolean {
    return this.planned.every((job) => {
      const outcome = this.outcomes.get(job.row);
      return outcome !== undefined && outcome.kind !== 'sending';
    });
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

  count(kind: KeptOutcome['kind']): number {
    let count = 0;
    for (const outcome of this.outcomes.values()) if (outcome.kind === kind) count += 1;
    return count;
  }

  /** The run as it stands, to keep: every row with its key, and its outcome once it has one. */
  get kept(): readonly KeptJob[] {
    return this.planned.map(({ row, load, key }) => {
      const outcome = this.outcomes.get(row);
      return { row, load, key, outcome: outcome && outcome.kind !== 'sending' ? outcome : null };
    });
  }

  private pump(): void {
    while (!this.paused && !this.halted && this.inFlight < AT_ONCE) {
      const job = this.waiting.shift();
      if (!job) return;
      this.inFlight += 1;
      this.outcomes.set(job.row, { kind: 'sending' });
      this.publishRow.execute(job.load, job.key).then(
        (published) => this.answered(job, { kind: 'published', published }),
        (error: unknown) => this.answered(job, outcomeOfFailure(error)),
      );
    }
  }

  private answered(job: PlannedRow, outcome: KeptOutcome | null): void {
    this.inFlight -= 1;
    if (outcome) {
      this.outcomes.set(job.row, outcome);
    } else {
      // The session ended with the row on its way: it was not taken, so it waits with its key
      // for its user to come back. Nothing more goes out meanwhile.
      this.outcomes.delete(job.row);
      this.waiting.unshift(job);
      this.halted = true;
    }
    this.pump();
  }
}

/** A failed publish: refused with why, not confirmed, or (null) dropped as its session ended. */
function outcomeOfFailure(error: unknown): KeptOutcome | null {
  if (isSessionEnded(error)) return null;
  if (isOutcomeUnknown(error)) return { kind: 'unconfirmed' };
  return { kind: 'failed', message: publishErrorMessage(error) };
}
