import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import InboxIcon from '@mui/icons-material/Inbox';
import type { BidTab } from '../../../domain/bid/bid-list';
import ui from '../../styles/ui.module.css';
import css from './bids-empty-states.module.css';

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
    <div className={css.empty}>
      <InboxIcon aria-hidden className={css.tabIcon} />
      <h3 className={ui.h4}>{title}</h3>
      <p className={`${ui.body1} ${ui.muted}`}>{text}</p>
      {children && <div className={css.action}>{children}</div>}
    </div>
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
    <div className={`${ui.paper} ${css.noSelection}`}>
      <InboxIcon aria-hidden className={css.pageIcon} />
      <h2 className={ui.h3}>No job selected</h2>
      <p className={`${ui.body1} ${ui.muted} ${css.hint}`}>
        Choose a job from My Loads to review its bids.
      </p>
      <div className={css.links}>
        <Button component={RouterLink} to="/my-loads" variant="contained">
          Go to My Loads
        </Button>
        <Button component={RouterLink} to="/create-job" variant="outlined">
          Create a Job
        </Button>
      </div>
    </div>
  );
}
