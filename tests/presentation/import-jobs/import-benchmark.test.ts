import { expect, it } from 'vitest';
import { UK_GAZETTEER } from '../../../src/infrastructure/maps/offline/uk-gazetteer';
import { dayFromNow, importHarness, settled } from './import-jobs-fixtures';

/**
 * 200 rows, each with its own pickup and delivery, read, every address placed through the offline
 * gazetteer and every row checked with the form's rules, in under a second.
 */
it('checks 200 rows in under 1 s', async () => {
  const towns = UK_GAZETTEER.map((place) => place.name);
  const rows = Array.from({ length: 200 }, (_, i) => {
    const from = `${i + 1} High Street, ${towns[i % towns.length]}`;
    const to = `${i + 1} Station Road, ${towns[(i + 7) % towns.length]}`;
    return `"${from}",${dayFromNow(1 + (i % 30))},09:00,"${to}",${(i % 50) + 1},${(i % 5) + 1},Parcels`;
  });
  const csv = [
    'pickup_address,pickup_date,pickup_time,delivery_address,weight_kg,items,load_type',
    ...rows,
  ].join('\n');
  const { presenter } = importHarness();
  presenter.start();
  await settled(presenter);

  const started = performance.now();
  await presenter.readFile({ name: 'jobs.csv', size: csv.length, text: async () => csv });
  await settled(presenter);
  const ready = presenter.readyRows.length;
  const elapsed = performance.now() - started;

  expect(presenter.rows).toHaveLength(200);
  expect(ready).toBe(200);
  expect(elapsed).toBeLessThan(1000);
});
