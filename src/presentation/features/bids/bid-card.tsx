import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatInstant } from '../../../domain/shared/date-time';
import { formatMoney } from '../../../domain/shared/money';
import { initialsOf } from '../../../domain/shared/text';
import { BidActions, BidBadges, BidRating } from './bid-card-parts';
import { BidPriceTag, CompareCheckbox } from './bid-card-choosing';
import type { ListedBid } from './bid-listing';
import type { BidsPresenter } from './bids.presenter';

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
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-testid="bid-card"
      data-bid-id={bid.id ?? undefined}
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
        {initialsOf(bid.bidder.name)}
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
              {bid.bidder.name}
            </Typography>
            <BidBadges bid={bid} presenter={presenter} />
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
          <BidRating bid={bid} />
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
        {priceLabel && <BidPriceTag label={priceLabel} />}
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
          <CompareCheckbox bid={bid} comparison={presenter.comparison} />
          <BidActions bid={bid} decisions={presenter.decisions} />
        </Box>
      </Box>
    </Paper>
  );
});
