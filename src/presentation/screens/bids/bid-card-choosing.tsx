import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { Bid } from '../../../domain/bid/bid';
import ui from '../../styles/ui.module.css';
import type { BidComparison } from './bid-comparison';
import type { BidPriceLabel } from './bid-price-label';
import css from './bid-card-choosing.module.css';

/** The verdict's icon, in its hue: below green, within blue, above amber. */
const ICONS = {
  below: <TrendingDownIcon aria-hidden className={css.below} />,
  within: <TrendingFlatIcon aria-hidden className={css.within} />,
  above: <TrendingUpIcon aria-hidden className={css.above} />,
} as const;

const CLOSED_ICON = <ExpandMoreIcon aria-hidden className={css.expand} />;
const OPEN_ICON = <ExpandMoreIcon aria-hidden className={`${css.expand} ${css.expandOpen}`} />;

/**
 * The bid's price check: 'Below your usual · £24 under', a disclosure button that shows what it
 * rests on ('From 7 of your past jobs like this: £180–£240'); screen readers hear that as the
 * button's description, open or not. The text keeps the page's colour; the icon carries the hue.
 */
export function BidPriceTag({ label }: { label: BidPriceLabel }) {
  const [open, setOpen] = useState(false);
  const basisId = useId();
  return (
    <div className={css.priceCheck} data-testid="bid-price-check" data-verdict={label.kind}>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        aria-expanded={open}
        aria-controls={basisId}
        aria-describedby={basisId}
        onClick={() => setOpen((was) => !was)}
        startIcon={ICONS[label.kind]}
        endIcon={open ? OPEN_ICON : CLOSED_ICON}
        className={css.priceButton}
      >
        {/* One span, so that a narrow card wraps it as text, not as separate boxes. */}
        <span>
          <span className={ui.nowrap} data-testid="bid-price-verdict">
            {label.label}
          </span>
          {label.difference && (
            <>
              {/* A narrow card breaks the line here, between verdict and difference, only. */}
              <wbr />
              <span aria-hidden className={css.dot}>
                ·
              </span>
              <span className={ui.visuallyHidden}>, </span>
              <span className={ui.nowrap}>{label.difference}</span>
            </>
          )}
        </span>
      </Button>
      <p
        id={basisId}
        className={`${ui.body2} ${ui.muted} ${css.basis}`}
        hidden={!open}
        data-testid="bid-price-basis"
      >
        {label.basis}
      </p>
    </div>
  );
}

/**
 * Ticks an open bid for the side-by-side comparison; a fifth tick is refused by the presenter. A
 * native checkbox in the theme's colour: MUI's would add its switch machinery to the screen's
 * first download for one box.
 */
export const CompareCheckbox = observer(function CompareCheckbox({
  bid,
  comparison,
}: {
  bid: Bid;
  comparison: BidComparison;
}) {
  if (!comparison.canChoose(bid)) return null;
  return (
    <label className={css.compare}>
      <input
        type="checkbox"
        className={css.compareBox}
        checked={comparison.isChosen(bid)}
        onChange={() => comparison.toggle(bid)}
      />
      Compare
      <span className={ui.visuallyHidden}> bid from {bid.bidder.name}</span>
    </label>
  );
});
