import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CSV_BOM, csvCell, toCsv } from '../../../src/domain/load/csv-export';

/** A small RFC 4180 reader, to prove what is written reads back the same. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('CSV export (UTF-8 with BOM, RFC 4180, no formula injection)', () => {
  it('starts with a UTF-8 BOM and ends every record with CRLF', () => {
    const csv = toCsv(['Job ID', 'Cost'], [['BH-1', '£10.00']]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe('\uFEFFJob ID,Cost\r\nBH-1,£10.00\r\n');
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rlf', '"cr\rlf"'],
    ['£1,234.50', '"£1,234.50"'],
    ['', ''],
    [null, ''],
    [42, '42'],
  ])('quotes %j as %j (RFC 4180)', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+44 7700', "'+44 7700"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['a=b', 'a=b'],
  ])('guards %j against formula injection as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('guards a cell that starts with any control character (NUL, escape, …), not only tab and CR', () => {
    // A spreadsheet may drop a leading control character and then read what follows as a formula.
    for (let code = 0; code < 0x20; code++) {
      const cell = `${String.fromCharCode(code)}=1+1`;
      expect(csvCell(cell).replace(/^"/, ''), `U+${code.toString(16).padStart(4, '0')}`).toMatch(
        /^'/,
      );
    }
    expect(csvCell('\u007f=1+1')).toBe("'\u007f=1+1");
    expect(csvCell('plain\u0000inside')).toBe('plain\u0000inside');
  });

  it('reads back as the same cells (guarded cells keep their text after the quote mark)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.array(fc.string({ unit: 'binary', maxLength: 12 }), { minLength: 2, maxLength: 2 }),
          { maxLength: 6 },
        ),
        (rows) => {
          const parsed = parseCsv(toCsv(['A', 'B'], rows).slice(1));
          expect(parsed).toEqual([
            ['A', 'B'],
            // eslint-disable-next-line no-control-regex -- the guarded control characters
            ...rows.map((r) => r.map((c) => (/^[=+\-@\u0000-\u001f\u007f]/.test(c) ? `'${c}` : c))),
          ]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
