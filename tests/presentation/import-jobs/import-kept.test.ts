import { describe, expect, it } from 'vitest';
import { SessionEndedError } from '../../../src/application/auth/session-scope';
import type { PublishedLoad } from '../../../src/domain/load/new-load';
import { deferred } from '../../support/create-job/create-job-fakes';
import { dayFromNow, importHarness, settled } from './import-jobs-fixtures';

const day = dayFromNow(2);
const csv = (rows: string[]) =>
  [
    'pickup_address,pickup_date,pickup_time,delivery_address,weight_kg,items,load_type',
    ...rows,
  ].join('\n');
const FOUR = csv([
  `Leeds,${day},09:00,Manchester,100,1,Parcels`,
  `York,${day},09:00,Bristol,20,1,Parcels`,
  `Derby,${day},09:00,Leicester,50,1,Pallets`,
  `Bath,${day},09:00,Oxford,5,2,Parcels`,
]);
const file = (text: string) => ({ name: 'jobs.csv', size: text.length, text: async () => text });

/** A publisher whose answers the test gives, call by call. */
function heldAnswers(h: ReturnType<typeof importHarness>) {
  const answers: ReturnType<typeof deferred<PublishedLoad>>[] = [];
  h.publisher.answer = () => {
    const answer = deferred<PublishedLoad>();
    answers.push(answer);
    return answer.promise;
  };
  return answers;
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const sentKeys = (h: ReturnType<typeof importHarness>) =>
  h.publisher.options.map((o) => o.idempotencyKey);

describe('an import kept for its user', () => {
  it('a reload mid-publish takes up where it stopped: published rows stay, none goes twice', async () => {
    const first = importHarness();
    const leave = first.presenter.start();
    await first.presenter.readFile(file(FOUR));
    await settled(first.presenter);
    const answers = heldAnswers(first);
    first.presenter.openConfirm();
    first.presenter.confirmPublish();
    answers[0]!.resolve({ id: 7, loadNo: 'BH-7' });
    await tick();
    // Row 2 went out after row 1's answer; rows 2 and 3 have no answer when the page goes.
    expect(sentKeys(first)).toEqual(['key-a1', 'key-a2', 'key-a3']);
    leave();

    const again = importHarness({ kept: first.kept, session: first.session });
    again.presenter.start();
    expect(again.presenter.phase).toBe('publishing');
    expect(again.presenter.rows[0]?.outcome).toMatchObject({ kind: 'published' });
    // The two without an answer go again with their own keys; row 4 goes with the key it was
    // given when Publish was confirmed.
    expect(sentKeys(again)).toEqual(['key-a2', 'key-a3']);
    await settled(again.presenter);
    await tick();
    expect(sentKeys(again)).toEqual(['key-a2', 'key-a3', 'key-a4']);
    expect(again.presenter.phase).toBe('done');
    expect(again.presenter.summaryText).toBe('4 published, 0 not published');
    expect(again.publisher.published.map((l) => l.pickup.address)).not.toContain(
      first.publisher.published[0]?.pickup.address,
    );
  });

  it('an expired session holds the rest; back again, the row on its way goes with its key', async () => {
    const first = importHarness();
    first.presenter.start();
    await first.presenter.readFile(file(FOUR));
    await settled(first.presenter);
    const answers = heldAnswers(first);
    first.presenter.openConfirm();
    first.presenter.confirmPublish();
    answers[0]!.reject(new SessionEndedError());
    answers[1]!.resolve({ id: 8, loadNo: 'BH-8' });
    await tick();
    // Nothing more goes out once the session has ended.
    expect(sentKeys(first)).toEqual(['key-a1', 'key-a2']);
    expect(first.presenter.rows[0]?.outcome).toBeNull();

    const again = importHarness({ kept: first.kept, session: first.session });
    again.presenter.start();
    await tick();
    await tick();
    expect(sentKeys(again)).toEqual(['key-a1', 'key-a3', 'key-a4']);
    expect(again.presenter.summaryText).toBe('4 published, 0 not published');
  });

  it('the summary survives a reload until Import more jobs; a paused import stays paused', async () => {
    const first = importHarness();
    first.presenter.start();
    await first.presenter.readFile(file(FOUR));
    await settled(first.presenter);
    first.presenter.openConfirm();
    first.presenter.confirmPublish();
    first.presenter.publishing?.pause();
    await tick();
    const paused = importHarness({ kept: first.kept, session: first.session });
    paused.presenter.start();
    expect(paused.presenter.publishing?.paused).toBe(true);
    expect(sentKeys(paused)).toEqual([]);
    paused.presenter.publishing?.resume();
    await tick();
    await tick();
    expect(paused.presenter.summaryText).toBe('4 published, 0 not published');

    const done = importHarness({ kept: first.kept, session: first.session });
    const leave = done.presenter.start();
    expect(done.presenter.phase).toBe('done');
    expect(done.presenter.publishedRows).toHaveLength(4);
    done.presenter.startOver();
    leave();
    expect(first.kept.imports.size).toBe(0);
  });
});
