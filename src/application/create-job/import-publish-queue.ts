import type { NewLoad, PublishedLoad } from '../../domain/load/new-load';

/** A ready row to publish: its number in the sheet and its load. */
export interface ImportJob {
  readonly row: number;
  readonly load: NewLoad;
  /**
   * The key it was sent with before, when no answer came (the page was reloaded, the session
   * expired): sent again with it, a server that honours the key publishes it once.
   */
  readonly key?: string | null;
}

export type ImportJobOutcome =
  | { readonly kind: 'published'; readonly published: PublishedLoad }
  | { readonly kind: 'failed'; readonly error: unknown };

export interface ImportQueueListener {
  /** A row's publish has gone out. */
  sending(row: number): void;
  settled(row: number, outcome: ImportJobOutcome): void;
  /** Every row has been sent and answered. */
  finished(): void;
}

/** Sends one row with its key. */
export type PublishRow = (load: NewLoad, idempotencyKey: string) => Promise<PublishedLoad>;

/**
 * Publishes an import's rows one by one, at most two at a time, so a big import neither floods the
 * server nor takes twenty times one publish. Each row has its own idempotency key, made when it is
 * first sent, so two rows that happen to be the same job are still two jobs. A row is sent once: a
 * failed row keeps its failure and the rest go on. Pausing sends nothing more; the rows already on
 * their way finish.
 */
export class ImportPublishQueue {
  static readonly MAX_IN_FLIGHT = 2;

  private readonly keys = new Map<number, string>();
  private waiting: ImportJob[] = [];
  private inFlight = 0;
  private paused = false;
  private listener: ImportQueueListener | null = null;

  constructor(
    private readonly publishRow: PublishRow,
    private readonly newKey: () => string,
  ) {}

  /**
   * Starts sending `jobs` (or holds them, `paused`); a row sent before by this queue is not sent
   * again.
   */
  start(jobs: readonly ImportJob[], listener: ImportQueueListener, paused = false): void {
    this.waiting = jobs.filter((job) => !this.keys.has(job.row));
    this.listener = listener;
    this.paused = paused;
    this.pump();
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    this.pump();
  }

  /** The key a row was sent with; undefined before it is sent. */
  keyOf(row: number): string | undefined {
    return this.keys.get(row);
  }

  private pump(): void {
    while (!this.paused && this.inFlight < ImportPublishQueue.MAX_IN_FLIGHT) {
      const job = this.waiting.shift();
      if (!job) break;
      this.send(job);
    }
    if (this.inFlight === 0 && this.waiting.length === 0) this.listener?.finished();
  }

  private send(job: ImportJob): void {
    const key = job.key ?? this.newKey();
    this.keys.set(job.row, key);
    this.inFlight += 1;
    this.listener?.sending(job.row);
    void this.publishRow(job.load, key)
      .then(
        (published): ImportJobOutcome => ({ kind: 'published', published }),
        (error: unknown): ImportJobOutcome => ({ kind: 'failed', error }),
      )
      .then((outcome) => {
        this.inFlight -= 1;
        this.listener?.settled(job.row, outcome);
        this.pump();
      });
  }
}
