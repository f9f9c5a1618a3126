/**
 * Calendar dates travel inside the core as ISO `YYYY-MM-DD` strings and times of day as `HH:MM`
 * (24 h). The HTTP serialization converts to and from the API's formats.
 */
export type IsoDate = string;
export type TimeOfDay = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DMY_DATE = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/** Accepts ISO `YYYY-MM-DD` (optionally with a time part) or `DD-MM-YYYY`; null when unreadable. */
export function parseDate(value: string | null | undefined): IsoDate | null {
  if (!value) return null;
  const text = value.trim();
  const iso = ISO_DATE.exec(text.slice(0, 10));
  if (iso) return isRealDate(+iso[1]!, +iso[2]!, +iso[3]!) ? text.slice(0, 10) : null;
  const dmy = DMY_DATE.exec(text);
  if (dmy) {
    const [d, m, y] = [+dmy[1]!, +dmy[2]!, +dmy[3]!];
    return isRealDate(y, m, d) ? `${y}-${pad(m)}-${pad(d)}` : null;
  }
  return null;
}

/** Accepts `H:MM`, `HH:MM` or `HH:MM:SS`; null when unreadable. */
export function parseTime(value: string | null | undefined): TimeOfDay | null {
  if (!value) return null;
  const match = TIME.exec(value.trim());
  if (!match) return null;
  const [h, m] = [+match[1]!, +match[2]!];
  return h < 24 && m < 60 ? `${pad(h)}:${pad(m)}` : null;
}

/** Dates go to the API as day-month-year joined by hyphens. */
export function toDayMonthYear(date: IsoDate): string {
  const [y, m, d] = date.split('-');
  return `${d}-${m}-${y}`;
}

/** A local Date for a calendar date and optional time (midnight when no time). */
export function toLocalDateTime(date: IsoDate, time?: TimeOfDay | null): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = (time ?? '00:00').split(':').map(Number) as [number, number];
  return new Date(y, m - 1, d, hh, mm, 0, 0);
}

/** Today's local calendar date of `now` as ISO. */
export function isoDateOf(now: Date): IsoDate {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function timeOfDayOf(now: Date): TimeOfDay {
  return `${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

/** A time string of form H:MM, with no date, is shown as today's time. */
export function timeTodayAt(time: string, now: Date): Date | null {
  const t = parseTime(time);
  return t ? toLocalDateTime(isoDateOf(now), t) : null;
}

/*
 * Dates and times show the en-GB way in the browser's time zone: "5 Sept 2026", "09:30",
 * "5 Sept 2026, 09:30". Written out rather than asked of Intl.DateTimeFormat: the first
 * formatter built loads the locale's data, some 25 ms of a phone's main thread inside the render
 * that first shows a date, for three fixed patterns. A test holds them to Intl's own output.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

function dayMonthYear(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** "22 Nov 2026"; the empty string for null. */
export function formatDate(date: IsoDate | null | undefined): string {
  return date ? dayMonthYear(toLocalDateTime(date)) : '';
}

/** "09:30"; the empty string for null, the input itself when unreadable. */
export function formatTime(time: TimeOfDay | null | undefined): string {
  if (!time) return '';
  return parseTime(time) ?? time;
}

/** "22 Nov 2026, 09:30" for an ISO instant; the input itself when unreadable. */
export function formatInstant(instant: string | null | undefined): string {
  if (!instant) return '';
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : `${dayMonthYear(date)}, ${timeOfDayOf(date)}`;
}

function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * Orders two ISO-8601 instants written the same way (as the backends write them): by code
 * point, which is time order. Not `localeCompare`, which builds a collator (tens of milliseconds
 * on a phone, the first time) for what is plain ASCII.
 */
export function compareIso(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
