import { describe, expect, it } from 'vitest';
import { SessionEndedError } from '../../../src/application/auth/session-scope';
import type { NewLoad, PublishedLoad } from '../../../src/domain/load/new-load';
import { AppError } from '../../../src/domain/shared/app-error';
import {
  ImportPublishing,
  type PlannedRow,
} from '../../../src/presentation/screens/import-jobs/import-publishing';
import { deferred } from '../../support/create-job/create-job-fakes';

/** A load that says which row it is; the publishing never looks inside. */
const loadOf = (row: number) => ({ instructions: `row ${row}` }) as unknown as NewLoad;
const planned = (count: number): PlannedRow[] =>
  Array.from({ length: count }, (_, row) => ({ row, load: loadOf(row), key: `key-${row}` }));
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A publisher whose answers the test gives, one by one, recording what was sent. */
function harness(rows: PlannedRow[], kept?: ConstructorParameters<typeof ImportPublishing>[2]) {
  const sent: { row: number; key: string; answer: ReturnType<typeof deferred<PublishedLoad>> }[] =
    [];
  let inFlight = 0;
  let mostInFlight = 0;
  const publishing = new ImportPublishing(
    rows,
    {
      execute: (load, key) => {
        const answer = deferred<PublishedLoad>();
        sent.push({ row: Number(load.instructions.slice(4)), key, answer });
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        return answer.promise.finally(() => {
          inFlight -= 1;
        });
      },
    },
    kept,
  );
  let answered = 0;
  /** Answers the oldest unanswered publish (with `error`, a failure) and lets the run act on it. */
  const answerNext = async (error?: unknown) => {
    const next = sent[answered];
    if (!next) throw new Error('nothing in flight');
    answered += 1;
    if (error) next.answer.reject(error);
    else next.answer.resolve({ id: 1000 + next.row, loadNo: `BH-${1000 + next.row}` });
    await tick();
  };
  const kinds = () => rows.map((job) => publishing.outcomes.get(job.row)?.kind ?? null);
  return { publishing, sent, answerNext, kinds, mostInFlight: () => mostInFlight };
}

describe('publishing an import’s rows', () => {
  it('sends one by one, never more than 2 at a time, each row once with its own key', async () => {
    const h = harness(planned(7));
    h.publishing.run();
    expect(h.sent.map((s) => s.row)).toEqual([0, 1]);
    for (let i = 0; i < 7; i += 1) await h.answerNext();
    expect(h.mostInFlight()).toBe(2);
    expect(h.sent.map((s) => s.key)).toEqual(planned(7).map((job) => job.key));
    expect(h.publishing.finished).toBe(true);
    expect(h.publishing.count('published')).toBe(7);
  });

  it('a refused row keeps its reason and the rest go on', async () => {
    const h = harness(planned(4));
    h.publishing.run();
    await h.answerNext(AppError.validation('The pickup date must be a date after today.'));
    for (let i = 0; i < 3; i += 1) await h.answerNext();
    expect(h.publishing.outcomes.get(0)).toEqual({
      kind: 'failed',
      message: 'The pickup date must be a date after today.',
    });
    expect(h.kinds()).toEqual(['failed', 'published', 'published', 'published']);
    expect(h.sent).toHaveLength(4);
  });

  it.each([
    ['a timeout', new AppError('timeout')],
    ['a dropped connection', new AppError('network')],
    ['a 502', AppError.server(undefined, 502)],
    ['a 504', AppError.server('Gateway Timeout', 504)],
  ])(
    'a row answered by %s is not confirmed: not a failure, and sent again only on Check again',
    async (_label, error) => {
      const h = harness(planned(3));
      h.publishing.run();
      await h.answerNext(error);
      await h.answerNext();
      await h.answerNext();
      expect(h.kinds()).toEqual(['unconfirmed', 'published', 'published']);
      expect(h.publishing.finished).toBe(true);
      expect(h.publishing.count('unconfirmed')).toBe(1);
      expect(h.publishing.count('failed')).toBe(0);
      // Kept with its key, so a reload does not lose it either.
      expect(h.publishing.kept[0]).toMatchObject({
        key: 'key-0',
        outcome: { kind: 'unconfirmed' },
      });

      h.publishing.checkAgain();
      expect(h.publishing.finished).toBe(false);
      expect(h.sent.map((s) => s.key)).toEqual(['key-0', 'key-1', 'key-2', 'key-0']);
      await h.answerNext();
      expect(h.kinds()).toEqual(['published', 'published', 'published']);
      expect(h.publishing.finished).toBe(true);
    },
  );

  it('pausing sends nothing more, the two on their way finish; resuming goes on', async () => {
    const h = harness(planned(5));
    h.publishing.run();
    h.publishing.pause();
    await h.answerNext();
    await h.answerNext();
    expect(h.sent).toHaveLength(2);
    expect(h.publishing.progressText).toBe('Paused after 2 of 5');
    expect(h.publishing.finished).toBe(false);

    h.publishing.resume();
    expect(h.sent.map((s) => s.row)).toEqual([0, 1, 2, 3]);
    for (let i = 0; i < 3; i += 1) await h.answerNext();
    expect(h.sent).toHaveLength(5);
    expect(h.mostInFlight()).toBe(2);
    expect(h.publishing.finished).toBe(true);
  });

  it('an ended session holds the row with its key and sends nothing more', async () => {
    const h = harness(planned(4));
    h.publishing.run();
    await h.answerNext(new SessionEndedError());
    await h.answerNext();
    expect(h.sent.map((s) => s.row)).toEqual([0, 1]);
    expect(h.kinds()).toEqual([null, 'published', null, null]);
    expect(h.publishing.kept[0]).toMatchObject({ key: 'key-0', outcome: null });
  });

  it('taken up from what was kept: answered rows stay, the rest go with their keys', async () => {
    const h = harness(planned(3), {
      outcomes: new Map([[1, { kind: 'published', published: { id: 9, loadNo: 'BH-9' } }]]),
      paused: true,
    });
    h.publishing.run();
    expect(h.sent).toHaveLength(0);
    h.publishing.resume();
    expect(h.sent.map((s) => s.key)).toEqual(['key-0', 'key-2']);
  });
});
