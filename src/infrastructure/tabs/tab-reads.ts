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
  readonly body: unknown;
  readonly at: number;
}

/**
 * The other tabs' reads, as this tab hears of them: which are on their way, per topic, and the
 * answers kept for this tab's own reads. A tab that hears a topic's reads have all come in reads
 * the topic again, and each read is then answered from what was kept instead of asking the API
 * once more. A kept answer serves one read, and only while fresh.
 */
export class TabReads {
  private readonly onItsWay = new Map<string, OnItsWay>();
  private readonly kept = new Map<string, Kept>();
  /** Topics with an answer come in since this tab was last told to read them. */
  private readonly answered = new Set<string>();

  constructor(private readonly now: () => number) {}

  started(id: string, topic: string): void {
    this.onItsWay.set(id, { topic, since: this.now() });
  }

  /**
   * Read `id` of `topic` came in, with the API's answer to the call `key` (none when it failed).
   * Returns whether every read of the topic on its way has now come in, one of them with an
   * answer: the moment for this tab to read the topic again.
   */
  ended(id: string, topic: string, key: string, body: unknown): boolean {
    this.onItsWay.delete(id);
    if (body !== undefined) {
      this.kept.set(key, { body, at: this.now() });
      this.answered.add(topic);
    }
    const since = this.now() - READ_ON_ITS_WAY_MS;
    const waiting = [...this.onItsWay.values()].some((r) => r.topic === topic && r.since > since);
    if (waiting || !this.answered.has(topic)) return false;
    this.answered.delete(topic);
    return true;
  }

  /** The answer kept for the call `key`, taken so that it serves one read; none if stale. */
  take(key: string): { readonly body: unknown } | undefined {
    const kept = this.kept.get(key);
    this.kept.delete(key);
    if (!kept || this.now() - kept.at > KEPT_READ_MS) return undefined;
    return { body: kept.body };
  }

  /** This tab changed something: what was kept may be older than the change, and is dropped. */
  forget(): void {
    this.kept.clear();
  }
}
