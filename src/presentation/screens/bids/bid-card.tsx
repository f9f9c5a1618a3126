import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SavingsIcon from '@mui/icons-material/Savings';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { bidderKind, type Bid } from '../../../domain/bid/bid';
import { formatInstant } from '../../../domain/shared/date-time';
import { formatMoney } from '../../../domain/shared/money';
import { initialsOf } from '../../../domain/shared/text';
import { Rating } from '../../components/rating';
import ui from '../../styles/ui.module.css';
import type { BidComparison } from './bid-comparison';
import type { BidsPresenter, ListedBid } from './bids.presenter';
import type { BidPriceLabel } from './load-price-check';
import { PricePositionBar } from './price-position-bar';
import css from './bid-card.module.css';

/**
 * A bid's card: bidder and badge, rating, placed time, vehicle, the price check, note, amount,
 * the Compare tick and the decision.
 */
export const BidCard = observer(function BidCard({
  bid,
  presenter,
}: {
  bid: ListedBid;
  presenter: BidsPresenter;
}) {
  const titleId = useId();
  const priceLabel = presenter.priceCheck.labelOf(bid);
  return (
    <article
      aria-labelledby={titleId}
      data-testid="bid-card"
      data-bid-id={bid.id ?? undefined}
      className={`${ui.paper} ${css.card}`}
    >
      <Avatar src={bid.bidder.avatarUrl ?? undefined} alt="" className={css.avatar}>
        {initialsOf(bid.bidder.name)}
      </Avatar>
      <div className={css.top}>
        <div className={css.who}>
          <h3 id={titleId} className={css.name}>
            {bid.bidder.name}
          </h3>
          <BidBadges bid={bid} presenter={presenter} />
        </div>
        <p className={css.amount} data-testid="bid-amount">
          {formatMoney(bid.amount, bid.currencySymbol)}
        </p>
      </div>
      <div className={css.body}>
        <div className={css.facts}>
          <Rating avg={bid.rating.avg} reviews={bid.rating.count} testId="bid-rating" />
          {bid.placedAt && <span className={ui.body2}>Placed {formatInstant(bid.placedAt)}</span>}
          {bid.vehicleName && <span className={ui.body2}>{bid.vehicleName}</span>}
        </div>
        <PricePositionBar bar={presenter.priceBarOf(bid)} />
        {priceLabel && <BidPriceTag label={priceLabel} />}
        {bid.note && <p className={`${ui.body2} ${css.note}`}>{bid.note}</p>}
      </div>
      <div className={css.actions}>
        {(bid.id === null || !presenter.waiting.has(bid.id)) && (
          <CompareCheckbox bid={bid} comparison={presenter.comparison} />
        )}
        <BidActions bid={bid} presenter={presenter} />
      </div>
    </article>
  );
});

const SAVINGS_ICON = <SavingsIcon aria-hidden className={css.badgeIcon} />;
const PREMIUM_ICON = <WorkspacePremiumIcon aria-hidden className={css.badgeIcon} />;
const ACCEPTED_ICON = <CheckCircleIcon aria-hidden className={css.decisionIcon} />;
const REJECTED_ICON = <CancelIcon aria-hidden className={css.decisionIcon} />;

/** Beside the bidder's name: Driver or Company, New, Best price, Top rated. */
const BidBadges = observer(function BidBadges({
  bid,
  presenter,
}: {
  bid: ListedBid;
  presenter: BidsPresenter;
}) {
  const { bestPriceKey, topRatedKey } = presenter.highlights;
  return (
    <>
      <span className={`${css.badge} ${css.outlined}`}>
        <span className={css.badgeLabel}>{bidderKind(bid.bidder.roleId)}</span>
      </span>
      {presenter.isNew(bid) && (
        <span className={`${css.badge} ${css.new}`}>
          <span className={css.badgeLabel}>New</span>
        </span>
      )}
      {bestPriceKey === bid.key && (
        <span className={`${css.badge} ${css.outlined} ${css.bestPrice}`}>
          {SAVINGS_ICON}
          <span className={css.badgeLabel}>Best price</span>
        </span>
      )}
      {topRatedKey === bid.key && (
        <span className={`${css.badge} ${css.outlined} ${css.topRated}`}>
          {PREMIUM_ICON}
          <span className={css.badgeLabel}>Top rated</span>
        </span>
      )}
    </>
  );
});

/** Reject and Accept for an open bid; the decision and its time for a decided one. */
const BidActions = observer(function BidActions({
  bid,
  presenter,
}: {
  bid: Bid;
  presenter: BidsPresenter;
}) {
  const bidId = bid.id;
  if (bid.status !== 'pending') return <DecisionBadge bid={bid} />;
  if (bidId === null) {
    return (
      <p className={`${ui.body2} ${ui.muted}`}>
        Sent without an ID, so it cannot be accepted or rejected here.
      </p>
    );
  }
  const name = bid.bidder.name;
  const secondsLeft = presenter.waiting.secondsLeft(bidId);
  if (secondsLeft !== null) {
    // Focus moves to Undo: the Reject button it replaces was where the shipper stood. The time
    // left stands still while the pointer is over it, or the keyboard's focus on it (a click's
    // focus, which shows no ring, does not hold it).
    return (
      <div className={css.undo}>
        <p className={ui.body2}>Bid from {name} rejected.</p>
        <Button
          variant="outlined"
          autoFocus
          aria-label={`Undo rejecting bid from ${name}`}
          onClick={() => presenter.undoReject(bidId)}
          onPointerEnter={() => presenter.waiting.hold(bidId, 'pointer')}
          onPointerLeave={() => presenter.waiting.letGo(bidId, 'pointer')}
          onFocus={(event) => {
            if (event.currentTarget.matches(':focus-visible'))
              presenter.waiting.hold(bidId, 'focus');
          }}
          onBlur={() => presenter.waiting.letGo(bidId, 'focus')}
          className={css.undoButton}
        >
          Undo · {secondsLeft} s
        </Button>
      </div>
    );
  }
  const canDecide = presenter.canDecide(bid);
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        disabled={!canDecide}
        autoFocus={presenter.keptOpenId === bidId}
        aria-label={`Reject bid from ${name}`}
        onClick={() => presenter.reject(bidId)}
      >
        {presenter.sendingIds.has(bidId) ? 'Rejecting…' : 'Reject'}
      </Button>
      <Button
        variant="contained"
        disabled={!canDecide}
        aria-label={`Accept bid from ${name}`}
        onClick={() => presenter.requestAccept(bidId)}
      >
        Accept
      </Button>
    </>
  );
});

function DecisionBadge({ bid }: { bid: Bid }) {
  const accepted = bid.status === 'accepted';
  const at = accepted ? bid.acceptedAt : bid.rejectedAt;
  return (
    <>
      <span className={`${css.decision} ${accepted ? css.accepted : css.rejected}`}>
        {accepted ? ACCEPTED_ICON : REJECTED_ICON}
        <span className={css.decisionLabel}>{accepted ? 'Accepted' : 'Rejected'}</span>
      </span>
      {at && (
        <span className={`${ui.caption} ${ui.muted}`} data-testid="bid-decided-at">
          on {formatInstant(at)}
        </span>
      )}
    </>
  );
}

/** The verdict's icon, in its hue: below green, within blue, above amber. */
const ICONS = {
  below: <TrendingDownIcon aria-hidden className={ui.success} />,
  within: <TrendingFlatIcon aria-hidden className={ui.info} />,
  above: <TrendingUpIcon aria-hidden className={ui.warning} />,
} as const;

const CLOSED_ICON = <ExpandMoreIcon aria-hidden className={css.expand} />;
const OPEN_ICON = <ExpandMoreIcon aria-hidden className={`${css.expand} ${css.expandOpen}`} />;

/**
 * The bid's price check: 'Below your usual · £24 under', a disclosure button that shows what it
 * rests on ('From 7 of your past jobs like this: £180–£240'); screen readers hear that as the
 * button's description, open or not. The text keeps the page's colour; the icon carries the hue.
 */
function BidPriceTag({ label }: { label: BidPriceLabel }) {
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
const CompareCheckbox = observer(function CompareCheckbox({
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
