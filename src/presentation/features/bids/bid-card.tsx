import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import StarIcon from '@mui/icons-material/Star';
import SavingsIcon from '@mui/icons-material/Savings';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { bidderKind, ratingTone, type Bid } from '../../../domain/bid/bid';
import { formatInstant } from '../../../domain/shared/date-time';
import { formatMoney } from '../../../domain/shared/money';
import { initialsOf } from '../../../domain/shared/text';
import type { BidsPresenter, ListedBid } from './bids.presenter';
import { ratingColor, visuallyHidden } from './bid-tones';

/** Spec §2.8 bid card: bidder and badge, rating, placed time, vehicle, note, amount, decision. */
export const BidCard = observer(function BidCard({
  bid,
  presenter,
}: {
  bid: ListedBid;
  presenter: BidsPresenter;
}) {
  const name = bid.bidder.name;
  const titleId = useId();
  const { bestPriceKey, topRatedKey } = presenter.highlights;
  const bidId = bid.id;
  const deciding = bidId !== null && presenter.decidingId === bidId;
  const canDecide = presenter.canDecide(bid);
  const tone = ratingTone(bid.rating.avg);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-testid="bid-card"
      data-bid-id={bidId ?? undefined}
      sx={{
        p: { xs: 1.75, sm: 2 },
        display: 'grid',
        gap: 1.25,
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        alignItems: 'start',
      }}
    >
      <Avatar
        src={bid.bidder.avatarUrl ?? undefined}
        alt=""
        sx={{
          width: 44,
          height: 44,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 700,
        }}
      >
        {initialsOf(name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'flex-start',
            columnGap: 1.5,
            rowGap: 0.5,
          }}
        >
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 0.75,
              mr: 'auto',
              minWidth: 0,
            }}
          >
            <Typography
              id={titleId}
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
            >
              {name}
            </Typography>
            <Chip size="small" variant="outlined" label={bidderKind(bid.bidder.roleId)} />
            {presenter.isNew(bid) && <Chip size="small" color="primary" label="New" />}
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
          </Box>
          <Typography
            component="p"
            sx={{
              fontWeight: 750,
              fontSize: '1.25rem',
              fontVariantNumeric: 'tabular-nums',
              lineHeight: 1.3,
            }}
            data-testid="bid-amount"
          >
            {formatMoney(bid.amount, bid.currencySymbol)}
          </Typography>
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 1.5,
            rowGap: 0.25,
            mt: 0.5,
            color: 'text.secondary',
          }}
        >
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
          {bid.placedAt && (
            <Typography variant="body2" component="span">
              Placed {formatInstant(bid.placedAt)}
            </Typography>
          )}
          {bid.vehicleName && (
            <Typography variant="body2" component="span">
              {bid.vehicleName}
            </Typography>
          )}
        </Box>
        {bid.note && (
          <Typography
            variant="body2"
            sx={{
              mt: 1,
              px: 1.25,
              py: 0.75,
              borderLeft: 3,
              borderColor: 'divider',
              bgcolor: 'action.hover',
              borderRadius: 1,
              whiteSpace: 'pre-line',
              overflowWrap: 'anywhere',
            }}
          >
            {bid.note}
          </Typography>
        )}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'flex-end',
            gap: 1,
            mt: 1.25,
          }}
        >
          {bid.status === 'pending' && bidId === null ? (
            <Typography variant="body2" color="text.secondary">
              Sent without an ID, so it cannot be accepted or rejected here.
            </Typography>
          ) : bid.status === 'pending' && bidId !== null ? (
            <>
              <Button
                variant="outlined"
                color="error"
                disabled={!canDecide}
                aria-label={`Reject bid from ${name}`}
                onClick={() => void presenter.reject(bidId)}
              >
                {deciding ? 'Rejecting…' : 'Reject'}
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
          ) : (
            <DecisionBadge bid={bid} />
          )}
        </Box>
      </Box>
    </Paper>
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
