/*
 * en-GB number formatters, each made once on first use. Building one loads the locale's data,
 * tens of milliseconds on a phone, which a module's evaluation (the long task that starts a
 * screen) can do without: only a render that formats needs it. The figures every list shows
 * are written without Intl (./number-text.ts); these serve the rarer ones.
 */

export function numberFormat(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | null = null;
  return () => (format ??= new Intl.NumberFormat('en-GB', options));
}
