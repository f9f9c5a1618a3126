import StarIcon from '@mui/icons-material/Star';
import { reviewCount, shownRating, type RatingTone } from '../../domain/shared/rating';
import ui from '../styles/ui.module.css';
import css from './rating.module.css';

/** The star in its rating's colour. */
const STAR: Record<RatingTone, string> = {
  green: `${css.star} ${ui.success}`,
  blue: `${css.star} ${ui.info}`,
  grey: `${css.star} ${ui.muted}`,
};

/**
 * The star before a rating, coloured by it: green from 4.50, blue above 0. None for no rating.
 * For a place that writes the figure itself (the comparison's Rating row).
 */
export function RatingStar({ avg }: { avg: number | null }) {
  const { rated, tone } = shownRating(avg);
  return rated ? <StarIcon aria-hidden className={STAR[tone]} /> : null;
}

/**
 * A rating as every screen shows it: the star, the average to two decimals and, when known, the
 * reviews it stands on ('★ 4.44 (12 reviews)'); 'No rating yet' in grey when there is none.
 */
export function Rating({
  avg,
  reviews,
  testId,
}: {
  avg: number | null;
  reviews?: number;
  testId?: string;
}) {
  const { text, tone, rated } = shownRating(avg);
  if (!rated) {
    return (
      <span data-testid={testId} data-tone={tone} className={ui.muted}>
        {text}
      </span>
    );
  }
  return (
    <span data-testid={testId} data-tone={tone} className={css.rating}>
      <StarIcon aria-hidden className={STAR[tone]} />
      <span className={ui.visuallyHidden}>Rating </span>
      <span className={css.figure}>{text}</span>
      {reviews !== undefined && (
        <>
          {' '}
          <span className={`${ui.muted} ${css.reviews}`}>({reviewCount(reviews)})</span>
        </>
      )}
    </span>
  );
}
