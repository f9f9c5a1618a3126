import type { MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ActiveLoadRow } from '../my-loads/active-load-row';
import { isFromNestedControl } from '../my-loads/clickable-row';
import { BidChip } from '../my-loads/load-row-parts';
import { TruncatedAddress } from '../my-loads/truncated-address';
import visuallyHidden from '@mui/utils/visuallyHidden';

/**
 * A row's height, as its content lays out: the route takes two lines on a phone and one from
 * 600 px. The list's loading state reserves as many rows (see ActiveLoadsCard), so the cards
 * below it do not jump when the loads arrive.
 */
export const PREVIEW_ROW_HEIGHT = { xs: 115, sm: 94 } as const;

/**
 * One of the newest loads on the dashboard; a click on the row opens its bids. A load's bids and
 * details need its server id: a row without one links to neither.
 */
export function LoadPreviewRow({ row }: { row: ActiveLoadRow }) {
  const navigate = useNavigate();
  const { bidsPath, detailsPath } = row;
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (bidsPath && !isFromNestedControl(event.target, event.currentTarget))
      void navigate(bidsPath);
  };
  return (
    <Box
      component="li"
      onClick={onClick}
      data-testid="dashboard-load-row"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        minHeight: PREVIEW_ROW_HEIGHT,
        py: 1.5,
        px: { xs: 1, sm: 1.5 },
        borderTop: 1,
        borderColor: 'divider',
        cursor: bidsPath ? 'pointer' : 'default',
        borderRadius: 1,
        '&:hover': bidsPath ? { bgcolor: 'action.hover' } : {},
      }}
    >
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {bidsPath ? (
            <Link
              component={RouterLink}
              to={bidsPath}
              underline="hover"
              aria-label={`${row.loadNo} bids`}
              sx={{ fontWeight: 700 }}
            >
              {row.loadNo}
            </Link>
          ) : (
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {row.loadNo}
            </Typography>
          )}
          <BidChip row={row} />
        </Box>
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          <TruncatedAddress address={row.pickup} />
          <Box component="span" aria-hidden="true" sx={{ mx: 0.75, color: 'text.secondary' }}>
            →
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {' '}
            to{' '}
          </Box>
          <TruncatedAddress address={row.delivery} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Pickup: {row.pickupDate}
        </Typography>
      </Box>
      {detailsPath ? (
        <Button
          component={RouterLink}
          to={detailsPath}
          variant="outlined"
          size="small"
          aria-label={`Details of ${row.loadNo}`}
        >
          Details
        </Button>
      ) : (
        <Button variant="outlined" size="small" disabled aria-label={`Details of ${row.loadNo}`}>
          Details
        </Button>
      )}
    </Box>
  );
}
