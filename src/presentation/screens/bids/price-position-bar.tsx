import { formatWholeMoney } from '../../../domain/shared/money';
import type { PriceBar } from './load-price-check';
import css from './price-position-bar.module.css';

/**
 * Where a bid's price sits, drawn: a thin bar from the lowest to the highest open bid, the
 * shipper's usual range shaded on it, the bid's own price marked. One image to assistive
 * technology, named in words with the same figures. `compact` leaves out the figures at its ends,
 * where every bar beside it shares them (the comparison's columns).
 */
export function PricePositionBar({
  bar,
  compact = false,
}: {
  bar: PriceBar | null;
  compact?: boolean;
}) {
  if (!bar) return null;
  const { position, name } = bar;
  const { usual } = position;
  return (
    <div
      role="img"
      aria-label={name}
      className={compact ? css.bar : `${css.bar} ${css.withEnds}`}
      data-testid="price-position"
    >
      <div className={css.track}>
        {usual && (
          <span
            className={css.usual}
            // A range beyond the bids is a sliver at the end it lies past, never outside the bar.
            style={{
              left: `min(${percent(usual.from)}, calc(100% - ${SLIVER_PX}px))`,
              width: `max(${percent(usual.to - usual.from)}, ${SLIVER_PX}px)`,
            }}
          />
        )}
        <span className={css.mark} style={{ left: percent(position.at) }} />
      </div>
      {!compact && (
        <div className={css.ends}>
          <span>{formatWholeMoney(position.lowest, position.currencySymbol)}</span>
          {usual && (
            <span className={css.legend}>
              <span className={css.swatch} />
              your usual
            </span>
          )}
          <span>{formatWholeMoney(position.highest, position.currencySymbol)}</span>
        </div>
      )}
    </div>
  );
}

/** The narrowest the usual range is drawn, so that one beyond the bids still shows at its end. */
const SLIVER_PX = 4;

function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(2)}%`;
}
