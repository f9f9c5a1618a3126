import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import SavingsIcon from '@mui/icons-material/Savings';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { bidderKind, type Bid } from '../../../domain/bid/bid';
import { formatInstant } from '../../../domain/shared/date-time';
import ui from '../../styles/ui.module.css';
import type { BidDecisions } from './bid-decisions';
import type { ListedBid } from './bid-listing';
import type { BidsPresenter } from './bids.presenter';
import css from './bid-card-parts.module.css';

const SAVINGS_ICON = <SavingsIcon aria-hidden className={css.badgeIcon} />;
const PREMIUM_ICON = <WorkspacePremiumIcon aria-hidden className={css.badgeIcon} />;
const ACCEPTED_ICON = <CheckCircleIcon aria-hidden className={css.decisionIcon} />;
const REJECTED_ICON = <CancelIcon aria-hidden className={css.decisionIcon} />;

/** Beside the bidder's name: Driver or Company, New, Best price, Top rated. */
export const BidBadges = observer(function BidBadges({
  bid,
  presenter,
}: {
  bid: ListedBid;
  presenter: BidsPresenter;
}) {
  const { bestPriceKey, topRatedKey } = presenter.listing.highlights;
  return (
    <>
      <span className={`${css.badge} ${css.outlined}`}>
        <span className={css.badgeLabel}>{bidderKind(bid.bidder.roleId)}</span>
      </span>
      {presenter.newBids.isNew(bid) && (
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
export const BidActions = observer(function BidActions({
  bid,
  decisions,
}: {
  bid: Bid;
  decisions: BidDecisions;
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
  const secondsLeft = decisions.undoSecondsLeft(bid);
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
          onClick={() => decisions.undoReject(bidId)}
          onPointerEnter={() => decisions.onUndo(bidId, 'pointer', true)}
          onPointerLeave={() => decisions.onUndo(bidId, 'pointer', false)}
          onFocus={(event) =>
            decisions.onUndo(bidId, 'focus', event.currentTarget.matches(':focus-visible'))
          }
          onBlur={() => decisions.onUndo(bidId, 'focus', false)}
          className={css.undoButton}
        >
          Undo · {secondsLeft} s
        </Button>
      </div>
    );
  }
  const canDecide = decisions.canDecide(bid);
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        disabled={!canDecide}
        autoFocus={decisions.keptOpenId === bidId}
        aria-label={`Reject bid from ${name}`}
        onClick={() => decisions.reject(bidId)}
      >
        {decisions.sendingIds.has(bidId) ? 'Rejecting…' : 'Reject'}
      </Button>
      <Button
        variant="contained"
        disabled={!canDecide}
        aria-label={`Accept bid from ${name}`}
        onClick={() => decisions.requestAccept(bidId)}
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
