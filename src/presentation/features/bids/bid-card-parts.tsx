import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import StarIcon from '@mui/icons-material/Star';
import SavingsIcon from '@mui/icons-material/Savings';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { bidderKind, ratingTone, type Bid } from '../../../domain/bid/bid';
import { formatInstant } from '../../../domain/shared/date-time';
import type { BidDecisions } from './bid-decisions';
import type { ListedBid } from './bid-listing';
import type { BidsPresenter } from './bids.presenter';
import { ratingColor } from './bid-tones';

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
      <Chip size="small" variant="outlined" label={bidderKind(bid.bidder.roleId)} />
      {presenter.newBids.isNew(bid) && <Chip size="small" color="primary" label="New" />}
      {bestPriceKey === bid.key && (
        <Chip
          size="small"
          color="success"
          variant="outlined"
          icon={<SavingsIcon />}
          label="Best price"
        />
      )}
      {topRatedKey === bid.key && (
        <Chip
          size="small"
          color="secondary"
          variant="outlined"
          icon={<WorkspacePremiumIcon />}
          label="Top rated"
        />
      )}
    </>
  );
});

/** The bidder's rating: the average to two decimals, coloured by how high it is, and the count. */
export function BidRating({ bid }: { bid: Bid }) {
  const tone = ratingTone(bid.rating.avg);
  return (
    <Box
      component="span"
      data-testid="bid-rating"
      data-tone={tone}
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.25,
        color: ratingColor(theme, tone),
        fontWeight: 650,
      })}
    >
      <StarIcon sx={{ fontSize: '1rem' }} aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        Rating{' '}
      </Box>
      {bid.rating.avg.toFixed(2)}{' '}
      <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
        ({bid.rating.count} {bid.rating.count === 1 ? 'review' : 'reviews'})
      </Box>
    </Box>
  );
}

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
      <Typography variant="body2" color="text.secondary">
        Sent without an ID, so it cannot be accepted or rejected here.
      </Typography>
    );
  }
  const name = bid.bidder.name;
  const canDecide = decisions.canDecide(bid);
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        disabled={!canDecide}
        aria-label={`Reject bid from ${name}`}
        onClick={() => void decisions.reject(bidId)}
      >
        {decisions.decidingId === bidId ? 'Rejecting…' : 'Reject'}
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
      <Chip
        color={accepted ? 'success' : 'error'}
        variant={accepted ? 'filled' : 'outlined'}
        icon={accepted ? <CheckCircleIcon /> : <CancelIcon />}
        label={accepted ? 'Accepted' : 'Rejected'}
      />
      {at && (
        <Typography variant="caption" color="text.secondary" data-testid="bid-decided-at">
          on {formatInstant(at)}
        </Typography>
      )}
    </>
  );
}
