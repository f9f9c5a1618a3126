import { describe, expect, it } from 'vitest';
import { IMPORT_TEXTS } from '../../../src/domain/load/import/import-sheet';
import type { ImportJobsPresenter } from '../../../src/presentation/screens/import-jobs/import-jobs.presenter';
import { deferred } from '../../support/create-job/create-job-fakes';
import type { PublishedLoad } from '../../../src/domain/load/new-load';
import { dayFromNow, importHarness, settled } from './import-jobs-fixtures';

const day = dayFromNow(2);
const CSV = [
  'pickup_address,pickup_date,pickup_time,delivery_address,weight_kg,items,load_type',
  `Leeds,${day},09:00,Manchester,100,1,Parcels`,
  `York,${day},09:00,Bristol,0,1,Parcels`,
  `Derby,${day},09:00,Leicester,50,1,Pallets`,
].join('\r\n');

const file = (name: string, text: string) => ({ name, size: text.length, text: async () => text });
const statuses = (p: ImportJobsPresenter) =>
  p.rows.map((row) => (row.check.load ? 'ready' : Object.values(row.check.errors).join('; ')));

describe('the import of jobs', () => {
  it('reads a CSV, checks every row and places its addresses through the lookup', async () => {
    const { presenter } = importHarness();
    presenter.start();
    await presenter.readFile(file('jobs.csv', CSV));
    await settled(presenter);
    expect(statuses(presenter)).toEqual(['ready', 'Enter a weight above 0 kg', 'ready']);
    expect(presenter.rows[0]?.check.load?.pickup.place).toMatchObject({ cityName: 'Leeds' });
    expect(presenter.announcement).toBe('3 rows: 2 ready, 1 to fix');
  });

  it('a cell edited in place is checked again at once', async () => {
    const { presenter } = importHarness();
    presenter.start();
    await presenter.readFile(file('jobs.csv', CSV));
    await settled(presenter);
    presenter.editCell(1, 'weight_kg', '12.5');
    expect(presenter.rows[1]?.check.load?.weightKg).toBe(12.5);
    presenter.editCell(2, 'pickup_address', 'Lees Zzz');
    await settled(presenter);
    expect(presenter.rows[2]?.check.errors.pickup_address).toBe('Check this address');
  });

  it('an address not matched offers its suggestions, and choosing one places it', async () => {
    const { presenter } = importHarness();
    presenter.start();
    // The gazetteer suggests Sheffield for 'Sheff', but that is not what the sheet says.
    await presenter.readFile(file('jobs.csv', CSV.replace('Leeds,', 'Sheff,')));
    await settled(presenter);
    const row = presenter.rows[0];
    expect(row?.check.errors.pickup_address).toBe('Check this address');
    const suggestions = presenter.stops.suggestionsFor('Sheff');
    expect(suggestions.map((s) => s.primary)).toEqual(['Sheffield']);
    await presenter.stops.chooseAddress('Sheff', suggestions[0]!.id);
    expect(presenter.rows[0]?.check.load?.pickup.place).toMatchObject({
      cityName: 'Sheffield',
    });
  });

  it('turns away a .xlsx, a file of more than 200 rows, and names an unmapped column', async () => {
    const { presenter } = importHarness();
    await presenter.readFile(file('jobs.xlsx', ''));
    expect(presenter.inputError).toBe('Save the sheet as CSV and import that.');
    const many = [CSV.split('\r\n')[0], ...Array.from({ length: 201 }, () => CSV.split('\r\n')[1])];
    await presenter.readFile(file('many.csv', many.join('\n')));
    expect(presenter.inputError).toBe(IMPORT_TEXTS.tooMany);
    expect(presenter.sheet).toBeNull();
    await presenter.readFile(file('some.csv', 'From,To,Weight\nLeeds,York,5'));
    expect(presenter.mappingMessage).toBe(
      'Choose the columns that hold: Pickup date, Pickup time, Items, Load type.',
    );
    expect(presenter.canPublish).toBe(false);
  });

  it('reads pasted cells with no header row in the template’s column order', async () => {
    const { presenter } = importHarness();
    presenter.start();
    presenter.setPasted(`Leeds\t${day}\t09:00\tYork\t\t\t5\t2\tparcels`);
    await presenter.readPasted();
    await settled(presenter);
    expect(presenter.rows).toHaveLength(1);
    expect(presenter.rows[0]?.check.load).toMatchObject({ weightKg: 5, itemCount: 2 });
  });

  it('publishes the ready rows, pauses and resumes, and sums up', async () => {
    const { presenter, publisher, files } = importHarness();
    presenter.start();
    await presenter.readFile(file('jobs.csv', CSV));
    await settled(presenter);
    const answers: ReturnType<typeof deferred<PublishedLoad>>[] = [];
    publisher.answer = () => {
      const answer = deferred<PublishedLoad>();
      answers.push(answer);
      return answer.promise;
    };
    presenter.openConfirm();
    expect(presenter.confirmOpen).toBe(true);
    expect([presenter.readyRows.length, presenter.skippedCount]).toEqual([2, 1]);
    expect(presenter.tableCaption).toBe('Rows to import: 2 of 3 ready');
    presenter.confirmPublish();
    presenter.publishing?.pause();
    expect(presenter.publishing?.progressText).toBe('Paused after 0 of 2');
    expect(publisher.options.map((o) => o.idempotencyKey)).toEqual(['key-a1', 'key-a2']);
    answers[0]!.resolve({ id: 7, loadNo: 'BH-7' });
    answers[1]!.reject(new Error('down'));
    await settled(presenter);
    await new Promise((resolve) => setTimeout(resolve, 0));
    presenter.publishing?.resume();
    expect(presenter.phase).toBe('done');
    expect(presenter.summaryText).toBe('1 published, 2 not published');
    expect(presenter.tableCaption).toBe('Rows: 1 of 3 published');
    expect(presenter.publishedRows.map((r) => r.published.loadNo)).toEqual(['BH-7']);

    presenter.downloadNotPublished();
    const csv = await files.saved[0]!.text;
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]?.endsWith(',error')).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('York');
    expect(lines[1]?.endsWith('Enter a weight above 0 kg')).toBe(true);
    expect(lines[2]).toContain('Derby');
    expect(lines[2]?.endsWith('Failed to create load. Please try again.')).toBe(true);
  });

  it('the template it downloads imports clean: both example rows ready', async () => {
    const { presenter, files } = importHarness();
    presenter.start();
    presenter.downloadTemplate();
    expect(files.saved[0]?.name).toBe('bidhaul-import-template.csv');
    await presenter.readFile(file('template.csv', await files.saved[0]!.text));
    await settled(presenter);
    expect(statuses(presenter)).toEqual(['ready', 'ready']);
    expect(presenter.rows[1]?.check.load).toMatchObject({
      mode: 'manual',
      vehicleId: 2,
      allowExternalDrivers: true,
    });
  });

  it('a file that cannot be read, or lists that fail, are said so', async () => {
    const { presenter, options } = importHarness();
    options.loadTypesAnswer = () => Promise.reject(new Error('down'));
    presenter.start();
    await presenter.readFile({
      name: 'jobs.csv',
      size: 10,
      text: () => Promise.reject(new Error('gone')),
    });
    expect(presenter.inputError).toBe(IMPORT_TEXTS.unreadable);
    await presenter.readFile(file('jobs.csv', CSV));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(presenter.loadTypes.error).toBe('Failed to fetch load dropdowns');
    // No row can be judged without the load types: none is ready, none is called wrong.
    expect(presenter.readyRows).toHaveLength(0);
    expect(presenter.checkingCount).toBe(3);
  });
});
