/*
 * en-GB formatters, each made once on first use. Building one loads the locale's data, tens of
 * milliseconds on a phone, which a module's evaluation (the long task that starts a screen) can
 * do without: only a render that formats needs it, so a screen starts with less blocking time.
 */

export function dateTimeFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | null = null;
  return () => (format ??= new Intl.DateTimeFormat('en-GB', options));
}

export function numberFormat(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | null = null;
  return () => (format ??= new Intl.NumberFormat('en-GB', options));
}
