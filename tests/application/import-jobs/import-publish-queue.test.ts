import { describe, expect, it } from 'vitest';
import {
  ImportPublishQueue,
  type ImportJob,
  type ImportJobOutcome,
} from '../../../src/application/create-job/import-publish-queue';
import type { NewLoad, PublishedLoad } from '../../../src/domain/load/new-load';
import { deferred } from '../../support/create-job/create-job-fakes';

/** A load that says which row it is; the queue never looks inside. */
const loadOf = (row: number) => ({ instructions: `row ${row}` }) as unknown as NewLoad;
const jobs = (count: number): ImportJob[] =>
  Array.from({ length: count }, (_, row) => ({ row, load: loadOf(row) }));

/** A publisher whose answers the test gives, one by one, recording what was sent. */
function harness() {
  const sent: { row: number; key: string; answer: ReturnType<typeof deferred<PublishedLoad>> }[] =
    [];
  let inFlight = 0;
  let mostInFlight = 0;
  let keys = 0;
  const queue = new ImportPublishQueue(
    (load, key) => {
      const answer = deferred<PublishedLoad>();
      sent.push({ row: Number(load.instructions.slice(4)), key, answer });
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      return answer.promise.finally(() => {
        inFlight -= 1;
      });
    },
    () => `key-${(keys += 1)}`,
  );
  const settled = new Map<number, ImportJobOutcome>();
  let finished = 0;
  const listener = {
    sending: () => undefined,
    settled: (row: number, outcome: ImportJobOutcome) => settled.set(row, outcome),
    finished: () => {
      finished += 1;
    },
  };
  /** Answers the oldest unanswered publish and lets the queue act on it. */
  const answerNext = async (fail = false) => {
    const next = sent.find((s) => !settled.has(s.row) && !answered.has(s.row));
    if (!next) throw new Error('nothing in flight');
    answered.add(next.row);
    if (fail) next.answer.reject(new Error('refused'));
    else next.answer.resolve({ id: 1000 + next.row, loadNo: `BH-${1000 + next.row}` });
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const answered = new Set<number>();
  return {
    queue,
    sent,
    settled,
    listener,
    answerNext,
    mostInFlight: () => mostInFlight,
    finished: () => finished,
  };
}

describe('publishing an import’s rows', () => {
  it('sends one by one, never more than 2 at a time, each row once with a key of its own', async () => {
    const h = harness();
    h.queue.start(jobs(7), h.listener);
    expect(h.sent.map((s) => s.row)).toEqual([0, 1]);
    while (h.settled.size < 7) await h.answerNext();
    expect(h.mostInFlight()).toBe(2);
    expect(h.sent.map((s) => s.row)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(new Set(h.sent.map((s) => s.key)).size).toBe(7);
    for (const { row, key } of h.sent) expect(h.queue.keyOf(row)).toBe(key);
    expect(h.finished()).toBe(1);
  });

  it('a failed row keeps its failure and the rest go on', async () => {
    const h = harness();
    h.queue.start(jobs(4), h.listener);
    await h.answerNext(true);
    while (h.settled.size < 4) await h.answerNext();
    expect(h.settled.get(0)).toMatchObject({ kind: 'failed' });
    expect([1, 2, 3].map((row) => h.settled.get(row)?.kind)).toEqual([
      'published',
      'published',
      'published',
    ]);
    expect(h.sent).toHaveLength(4);
    expect(h.finished()).toBe(1);
  });

  it('pausing sends nothing more, the two on their way finish; resuming goes on', async () => {
    const h = harness();
    h.queue.start(jobs(5), h.listener);
    h.queue.pause();
    await h.answerNext();
    await h.answerNext();
    expect(h.sent).toHaveLength(2);
    expect(h.finished()).toBe(0);

    h.queue.resume();
    expect(h.sent.map((s) => s.row)).toEqual([0, 1, 2, 3]);
    while (h.settled.size < 5) await h.answerNext();
    expect(h.sent).toHaveLength(5);
    expect(h.mostInFlight()).toBe(2);
    expect(h.finished()).toBe(1);
  });

  it('starting again sends none of the rows already sent', async () => {
    const h = harness();
    h.queue.start(jobs(3), h.listener);
    while (h.settled.size < 3) await h.answerNext();
    h.queue.start(jobs(4), h.listener);
    expect(h.sent.map((s) => s.row)).toEqual([0, 1, 2, 3]);
    await h.answerNext();
    expect(new Set(h.sent.map((s) => s.key)).size).toBe(4);
  });

  it('a row sent before without an answer goes with its kept key; started paused, nothing goes', async () => {
    const h = harness();
    h.queue.start(
      [{ row: 0, load: loadOf(0), key: 'kept-0' }, ...jobs(3).slice(1)],
      h.listener,
      true,
    );
    expect(h.sent).toHaveLength(0);
    h.queue.resume();
    expect(h.sent.map((s) => s.key)).toEqual(['kept-0', 'key-1']);
    while (h.settled.size < 3) await h.answerNext();
    expect(h.sent.map((s) => s.key)).toEqual(['kept-0', 'key-1', 'key-2']);
  });
});
