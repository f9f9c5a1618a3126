import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import type { BidTab } from '../../../domain/bid/bid-list';

/** A tab with no bids to show. */
function EmptyState({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{ textAlign: 'center', py: 5, px: 2, display: 'grid', justifyItems: 'center', gap: 1 }}
    >
      <InboxIcon sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
      <Typography component="h3" variant="h4">
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      {children && <Box sx={{ mt: 1 }}>{children}</Box>}
    </Box>
  );
}

/** The tab with no bids: the Available tab leads back to the form. */
export function NoBidsInTab({ tab }: { tab: BidTab }) {
  if (tab === 'rejected') {
    return <EmptyState title="No Rejected Bids" text="You haven't rejected any bids yet." />;
  }
  return (
    <EmptyState title="No Available Bids" text="There are no active bids for this load yet.">
      <Button component={RouterLink} to="/create-job" variant="outlined">
        Back to Form
      </Button>
    </EmptyState>
  );
}

/** The address names no load: where to find one. */
export function NoSelection() {
  return (
    <Paper
      variant="outlined"
      sx={{ textAlign: 'center', py: 6, px: 2, display: 'grid', justifyItems: 'center', gap: 1 }}
    >
      <InboxIcon sx={{ fontSize: 44, color: 'text.secondary' }} aria-hidden />
      <Typography component="h2" variant="h3">
        No load selected
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 440 }}>
        Choose a load from My Loads to review its bids.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1, mt: 1 }}>
        <Button component={RouterLink} to="/my-loads" variant="contained">
          Go to My Loads
        </Button>
        <Button component={RouterLink} to="/create-job" variant="outlined">
          Create a Job
        </Button>
      </Box>
    </Paper>
  );
}
