import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  compareIso,
  formatDate,
  formatInstant,
  formatTime,
  isoDateOf,
  parseDate,
  parseTime,
  timeTodayAt,
  toDayMonthYear,
  toLocalDateTime,
} from '../../../src/domain/shared/date-time';

describe('dates and times', () => {
  it.each([
    ['2026-11-22', '2026-11-22'],
    ['2026-11-22T09:30:00Z', '2026-11-22'],
    ['22-11-2026', '2026-11-22'],
    ['2/3/2026', '2026-03-02'],
    ['2026-02-30', null],
    ['31-04-2026', null],
    ['tomorrow', null],
    [null, null],
  ])('parseDate(%j) is %j', (raw, expected) => expect(parseDate(raw)).toBe(expected));

  it.each([
    ['9:05', '09:05'],
    ['09:05:59', '09:05'],
    ['23:59', '23:59'],
    ['24:00', null],
    ['9.05', null],
  ])('parseTime(%j) is %j', (raw, expected) => expect(parseTime(raw)).toBe(expected));

  it('sends dates as day-month-year and reads them back unchanged (round trip)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }),
        (d) => {
          const iso = isoDateOf(d);
          expect(toDayMonthYear(iso)).toMatch(/^\d{2}-\d{2}-\d{4}$/);
          expect(parseDate(toDayMonthYear(iso))).toBe(iso);
        },
      ),
    );
  });

  it('treats a time of form H:MM as today, for display', () => {
    const now = new Date(2026, 10, 22, 15, 0);
    expect(timeTodayAt('9:30', now)).toEqual(new Date(2026, 10, 22, 9, 30));
    expect(timeTodayAt('noon', now)).toBeNull();
  });

  it('formats for en-GB readers', () => {
    expect(formatDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatTime('9:05')).toBe('09:05');
    expect(formatDate(null)).toBe('');
    expect(toLocalDateTime('2026-11-22', '09:30')).toEqual(new Date(2026, 10, 22, 9, 30));
    expect(formatInstant('2026-09-05T07:05:00')).toBe('5 Sept 2026, 07:05');
    expect(formatTime('noon')).toBe('noon');
  });

  it("writes exactly what Intl's en-GB formats would, for any moment", () => {
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', options);
    const date = intl({ day: 'numeric', month: 'short', year: 'numeric' });
    const time = intl({ hour: '2-digit', minute: '2-digit' });
    const both = intl({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1990, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }),
        (moment) => {
          expect(formatInstant(moment.toISOString())).toBe(both.format(moment));
          expect(formatDate(isoDateOf(moment))).toBe(date.format(moment));
          const hhmm = `${moment.getHours()}:${String(moment.getMinutes()).padStart(2, '0')}`;
          expect(formatTime(hhmm)).toBe(time.format(moment));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('compareIso', () => {
  it('orders ISO instants as time does', () => {
    const instant = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-01-01T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(instant, instant, (a, b) => {
        const order = Math.sign(compareIso(a.toISOString(), b.toISOString()));
        expect(order).toBe(Math.sign(a.getTime() - b.getTime()));
      }),
    );
  });
});
