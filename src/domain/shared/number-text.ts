/*
 * Numbers the en-GB way: thousands grouped with commas, a point before the decimals, halves
 * rounded away from zero, "-" before a negative (even one that rounds to 0), as
 * Intl.NumberFormat writes them. Written out because prices and weights are in the first render
 * of most screens, and building the first Intl formatter there costs some 25 ms of a phone's
 * main thread. A test holds the output to Intl's.
 */

/** Past this, the digits are left to Intl (a formatter built then, once per digit count). */
const WRITTEN_BELOW = 1e12;
const GROUPS = /\B(?=(\d{3})+(?!\d))/g;
const fallbacks = new Map<string, Intl.NumberFormat>();

/** `value` with `minFraction` to `maxFraction` decimals (0 to 3), e.g. (1234.5, 0, 1) '1,234.5'. */
export function formatNumber(value: number, minFraction: number, maxFraction: number): string {
  const magnitude = Math.abs(value);
  if (!(magnitude < WRITTEN_BELOW)) return fallback(minFraction, maxFraction).format(value);
  const unit = 10 ** maxFraction;
  const scaled = roundedDigits(magnitude, maxFraction);
  let decimals = maxFraction ? String(scaled % unit).padStart(maxFraction, '0') : '';
  while (decimals.length > minFraction && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const whole = String(Math.floor(scaled / unit)).replace(GROUPS, ',');
  return `${isNegative(value) ? '-' : ''}${whole}${decimals ? `.${decimals}` : ''}`;
}

/**
 * `magnitude` × 10^`fraction`, rounded half up, as a whole number. Rounded on the number's
 * shortest decimal text, as Intl does: that is what the user typed or the server sent, while
 * arithmetic on the double (1.005 × 100 = 100.49999…) would round some halves the wrong way.
 */
function roundedDigits(magnitude: number, fraction: number): number {
  // Under a millionth the text is in exponent form, and rounds to 0 at three decimals or fewer.
  if (magnitude < 1e-6) return 0;
  const [whole = '0', decimals = ''] = String(magnitude).split('.');
  const kept = Number(whole + decimals.slice(0, fraction).padEnd(fraction, '0'));
  return (decimals[fraction] ?? '0') >= '5' ? kept + 1 : kept;
}

/** Below zero, -0 included: Intl writes both with a minus sign. */
export function isNegative(value: number): boolean {
  return value < 0 || Object.is(value, -0);
}

function fallback(minFraction: number, maxFraction: number): Intl.NumberFormat {
  const key = `${minFraction}-${maxFraction}`;
  let format = fallbacks.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    });
    fallbacks.set(key, format);
  }
  return format;
}
