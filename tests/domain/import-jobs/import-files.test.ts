import { describe, expect, it } from 'vitest';
import { notPublishedCsv } from '../../../src/domain/load/import/import-files';

describe('the rows not published, as a CSV', () => {
  it('has the template’s columns and an error column, guarded against formulas', () => {
    const csv = notPublishedCsv([
      {
        cells: { pickup_address: '=HYPERLINK("x")', weight_kg: '0' },
        error: 'Enter a weight, 1, 2',
      },
    ]);
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'pickup_address,pickup_date,pickup_time,delivery_address,delivery_date,delivery_time,' +
        'weight_kg,items,load_type,vehicle,instructions,mode,allow_external,error',
    );
    expect(row).toBe(`"'=HYPERLINK(""x"")",,,,,,0,,,,,,,"Enter a weight, 1, 2"`);
  });
});
