import { formatNumber } from './number-text';

/**
 * A bidder's or driver's average rating, shown one way on every screen: two decimals ('4.44' is
 * never '4.4' elsewhere), its star coloured by the figure shown, and its count in reviews.
 */

export type RatingTone = 'green' | 'blue' | 'grey';

/** What stands for a rating that does not exist yet (none given, or 0). */
export const NO_RATING = 'No rating yet';

/** A rating's colour: 4.5 or more green, above 0 blue, else grey. */
function ratingTone(avg: number): RatingTone {
  if (avg >= 4.5) return 'green';
  if (avg > 0) return 'blue';
  return 'grey';
}

export interface ShownRating {
  /** '4.44', or 'No rating yet'. */
  readonly text: string;
  /** The colour of the figure as shown: 4.499 shows as 4.50, and is green as 4.50 is. */
  readonly tone: RatingTone;
  readonly rated: boolean;
}

/** An average rating as shown: two decimals, or 'No rating yet' (grey) for none or 0. */
export function shownRating(avg: number | null | undefined): ShownRating {
  const text = avg !== null && avg !== undefined && avg > 0 ? formatNumber(avg, 2, 2) : null;
  const shown = text === null ? 0 : Number(text.replace(/,/g, ''));
  if (text === null || shown <= 0) return { text: NO_RATING, tone: 'grey', rated: false };
  return { text, tone: ratingTone(shown), rated: true };
}

/** How many reviews a rating stands on: '1 review', '12 reviews'. */
export function reviewCount(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}
