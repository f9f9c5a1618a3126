import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES } from '../../../src/domain/load/import/import-sheet';
import type { PublishedLoad } from '../../../src/domain/load/new-load';
import { AppError } from '../../../src/domain/shared/app-error';
import { deferred } from '../../support/create-job/create-job-fakes';
import { dayFromNow, importHarness, MemoryImportStore, settled } from './import-jobs-fixtures';

const day = dayFromNow(2);
const HEADER = 'pickup_address,pickup_date,pickup_time,delivery_address,weight_kg,items,load_type';
const ROUTES = [
  ['Leeds', 'Manchester'],
  ['York', 'Bristol'],
  ['Derby', 'Leicester'],
  ['Bath', 'Oxford'],
  ['Exeter', 'Plymouth'],
];
/** A sheet of `count` ready rows, from the `from`th route on. */
const sheet = (count: number, from = 0) =>
  [
    HEADER,
    ...ROUTES.slice(from, from + count).map(([a, b]) => `${a},${day},09:00,${b},10,1,Parcels`),
  ].join('\n');
const file = (text: string, name = 'jobs.csv') => ({
  name,
  size: text.length,
  text: async () => text,
});
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

async function published(h: ReturnType<typeof importHarness>, text: string): Promise<void> {
  await h.presenter.readFile(file(text));
  await settled(h.presenter);
  h.presenter.openConfirm();
  h.presenter.confirmPublish();
  for (let i = 0; i < 10 && h.presenter.phase !== 'done'; i += 1) await tick();
}

describe('an import row whose answer never came', () => {
  it('is not confirmed, not failed: counted apart, kept out of the rows to download, and checked again with its key', async () => {
    const h = importHarness();
    h.presenter.start();
    let calls = 0;
    // The API made the first load, but its answer was lost on the way (a gateway gave up).
    h.publisher.answer = async () => {
      calls += 1;
      if (calls === 1) throw AppError.server('Bad Gateway', 502);
      return { id: 600 + calls, loadNo: `BH-${600 + calls}` };
    };
    await published(h, sheet(3));
    expect(h.presenter.summaryText).toBe('2 published, 0 not published, 1 not confirmed');
    expect(h.presenter.rows[0]?.outcome).toEqual({ kind: 'unconfirmed' });
    expect(h.presenter.notPublishedRows).toHaveLength(0);
    expect(h.presenter.unconfirmedText).toBe(
      '1 job got no answer and may have been published. Check again sends it with the same key, so a job the API made is not made twice.',
    );

    // Kept as it is: a reload shows it not confirmed, with its key, and sends nothing by itself.
    const again = importHarness({ kept: h.kept, session: h.session });
    again.presenter.start();
    expect(again.presenter.summaryText).toBe('2 published, 0 not published, 1 not confirmed');
    expect(again.publisher.options).toHaveLength(0);

    again.presenter.publishing?.checkAgain();
    expect(again.presenter.phase).toBe('publishing');
    await tick();
    expect(again.publisher.options.map((o) => o.idempotencyKey)).toEqual([
      h.publisher.options[0]?.idempotencyKey,
    ]);
    expect(again.presenter.summaryText).toBe('3 published, 0 not published');
  });

  it('a refused row and a row never sent are the rows not published; the unconfirmed one is not among them', async () => {
    const h = importHarness();
    h.presenter.start();
    const answers = [
      () => Promise.reject(new AppError('timeout')),
      () => Promise.reject(AppError.validation('The pickup date must be a date after today.')),
    ];
    h.publisher.answer = () => (answers.shift() ?? (async () => ({ id: 9, loadNo: 'BH-9' })))();
    await published(h, `${sheet(3)}\nYork,${day},09:00,York,10,1,Parcels`);
    expect(h.presenter.summaryText).toBe('1 published, 2 not published, 1 not confirmed');
    h.presenter.downloadNotPublished();
    const csv = await h.files.saved[0]!.text;
    expect(csv).not.toContain('Leeds');
    expect(csv).toContain('The pickup date must be a date after today.');
    expect(csv).toContain('York,');
  });
});

describe('Import more jobs', () => {
  it('starts an import of its own: every row of the next sheet is sent, and counted only once answered', async () => {
    const h = importHarness();
    h.presenter.start();
    await published(h, sheet(2));
    expect(h.presenter.summaryText).toBe('2 published, 0 not published');
    h.presenter.startOver();

    const answers: ReturnType<typeof deferred<PublishedLoad>>[] = [];
    h.publisher.answer = () => {
      const answer = deferred<PublishedLoad>();
      answers.push(answer);
      return answer.promise;
    };
    await h.presenter.readFile(file(sheet(3, 2)));
    await settled(h.presenter);
    h.presenter.openConfirm();
    h.presenter.confirmPublish();
    // Nothing of the last import counts for this one: no row is published before its answer.
    expect(h.presenter.publishedRows).toHaveLength(0);
    expect(h.presenter.phase).toBe('publishing');
    for (const [i, answer] of answers.entries()) answer.resolve({ id: 70 + i, loadNo: null });
    await tick();
    answers[2]?.resolve({ id: 72, loadNo: null });
    await tick();
    expect(h.publisher.published.map((load) => load.pickup.place?.cityName)).toEqual([
      'Leeds',
      'York',
      'Derby',
      'Bath',
      'Exeter',
    ]);
    expect(h.presenter.summaryText).toBe('3 published, 0 not published');
    expect(new Set(h.publisher.options.map((o) => o.idempotencyKey)).size).toBe(5);
  });
});

describe('the size of an import', () => {
  it('a file over 1 MB is refused before it is read', async () => {
    const h = importHarness();
    let read = false;
    await h.presenter.readFile({
      name: 'big.csv',
      size: MAX_IMPORT_BYTES + 1,
      text: async () => {
        read = true;
        return sheet(1);
      },
    });
    expect(h.presenter.inputError).toBe('Choose a file under 1 MB.');
    expect(read).toBe(false);
    h.presenter.setPasted('x'.repeat(MAX_IMPORT_BYTES + 1));
    await h.presenter.readPasted();
    expect(h.presenter.inputError).toBe('Paste under 1 MB of cells at a time.');
    expect(h.presenter.sheet).toBeNull();
  });

  it('a sheet of more than 30 columns is refused, header or not', async () => {
    const h = importHarness();
    const wide = `${HEADER}${',extra'.repeat(24)}\nLeeds,${day},09:00,York,10,1,Parcels`;
    await h.presenter.readFile(file(wide));
    expect(h.presenter.inputError).toBe('A sheet can have at most 30 columns.');
    expect(h.presenter.sheet).toBeNull();
    await h.presenter.readFile(
      file(`${HEADER}${',extra'.repeat(23)}\nLeeds,${day},09:00,York,10,1,Parcels`),
    );
    expect(h.presenter.inputError).toBeNull();
    expect(h.presenter.sheet?.headers).toHaveLength(30);
    h.presenter.startOver();
    h.presenter.setPasted(Array.from({ length: 31 }, () => 'x').join('\t'));
    await h.presenter.readPasted();
    expect(h.presenter.inputError).toBe('A sheet can have at most 30 columns.');
  });

  it('an import the device cannot keep says so, and says no more once it can', async () => {
    const store = new (class extends MemoryImportStore {
      full = true;
      override write(owner: string, kept: Parameters<MemoryImportStore['write']>[1]): boolean {
        return this.full ? false : super.write(owner, kept);
      }
    })();
    const h = importHarness({ kept: store });
    h.presenter.start();
    expect(h.presenter.keptOnDevice).toBe(true);
    await h.presenter.readFile(file(sheet(2)));
    await settled(h.presenter);
    expect(h.presenter.keptOnDevice).toBe(false);
    store.full = false;
    h.presenter.editCell(0, 'weight_kg', '12');
    expect(h.presenter.keptOnDevice).toBe(true);
  });
});
