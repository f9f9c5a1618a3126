/** What another tab read is kept this long for this tab's own read of the same call. */
export const KEPT_READ_MS = 10_000;

/**
 * A read another tab began counts as on its way for at most this long: a tab closed mid-read never
 * says it ended (a request gives up after 15 s).
 */
export const READ_ON_ITS_WAY_MS = 20_000;

interface OnItsWay {
  readonly topic: string;
  readonly since: number;
}

interface Kept {
  readonly answer: unknown;
  readonly at: number;
}

/**
 * The other tabs' reads, as this tab hears of them: which are on their way, per topic, and the
 * answers kept for this tab's own reads. A tab that hears a topic's reads have all come in reads
 * the topic again, and each read is then answered from what was kept instead of asking the API
 * once more. A kept answer serves one read, only while fresh, and only if its read began after
 * this tab's last change: a read begun before an accept may show the bid still open.
 */
export class TabReads {
  private readonly onItsWay = new Map<string, OnItsWay>();
  private readonly kept = new Map<string, Kept>();
  /** Topics with an answer come in since this tab was last told to read them. */
  private readonly answered = new Set<string>();
  private changedAt = -Infinity;

  constructor(private readonly now: () => number) {}

  started(id: string, topic: string): void {
    this.prune();
    this.onItsWay.set(id, { topic, since: this.now() });
  }

  /**
   * Read `id` of `topic` came in, with its answer to the call `key` (none when it failed).
   * Returns whether every read of the topic on its way has now come in, one of them with an
   * answer: the moment for this tab to read the topic again.
   */
  ended(id: string, topic: string, key: string, answer: unknown): boolean {
    const read = this.onItsWay.get(id);
    this.onItsWay.delete(id);
    this.prune();
    // An answer whose read began unheard, or before this tab's last change, is not kept.
    if (answer !== undefined && read && read.since > this.changedAt) {
      this.kept.set(key, { answer, at: this.now() });
      this.answered.add(topic);
    }
    return !this.isOnItsWay(topic) && this.answered.has(topic);
  }

  /** This tab is told to read `topic` now: the answers come in so far are accounted for. */
  hinted(topic: string): boolean {
    if (this.isOnItsWay(topic)) return false;
    return this.answered.delete(topic);
  }

  /** Whether a read of `topic` that another tab began has not come in yet. */
  isOnItsWay(topic: string): boolean {
    return [...this.onItsWay.values()].some((read) => read.topic === topic);
  }

  /** The answer kept for the call `key`, taken so that it serves one read; none if stale. */
  take(key: string): { readonly answer: unknown } | undefined {
    this.prune();
    const kept = this.kept.get(key);
    this.kept.delete(key);
    return kept && { answer: kept.answer };
  }

  /**
   * This tab sends a change, or its answer came: what was kept, and what reads begun until now
   * will bring, may be older than the change, and is not served.
   */
  forget(): void {
    this.kept.clear();
    this.changedAt = this.now();
  }

  /** This tab no longer listens: nothing of the other tabs' reads is kept. */
  clear(): void {
    this.onItsWay.clear();
    this.kept.clear();
    this.answered.clear();
  }

  /** Drops reads gone quiet and answers gone stale, so nothing grows over a long visit. */
  private prune(): void {
    const now = this.now();
    for (const [id, read] of this.onItsWay) {
      if (now - read.since > READ_ON_ITS_WAY_MS) this.onItsWay.delete(id);
    }
    for (const [key, kept] of this.kept) {
      if (now - kept.at > KEPT_READ_MS) this.kept.delete(key);
    }
  }
}
