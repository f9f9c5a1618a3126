import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import InboxIcon from '@mui/icons-material/Inbox';
import {
  BID_SORT_LABELS,
  isBidSort,
  type BidSort,
  type BidTab,
} from '../../../domain/bid/bid-list';
import { NativeSelectField } from '../../components/fields/light-fields';
import { LightTabs } from '../../components/light-tabs';
import { useCatchingUp } from '../../components/use-catching-up';
import ui from '../../styles/ui.module.css';
import { BidCard } from './bid-card';
import { MAX_COMPARED, type BidComparison } from './bid-comparison';
import type { BidsPresenter } from './bids.presenter';
import css from './bid-list.module.css';

const SORTS = Object.keys(BID_SORT_LABELS) as BidSort[];

const tabId = (tab: BidTab) => `bids-tab-${tab}`;

/** The bids in two tabs, Available and Rejected, with their counts. */
export const BidList = observer(function BidList({ presenter }: { presenter: BidsPresenter }) {
  return (
    <section aria-labelledby="bids-title" className={`${ui.paper} ${css.list}`}>
      <h2 id="bids-title" className={ui.visuallyHidden}>
        Bids
      </h2>
      <div className={css.tabs}>
        <LightTabs
          label="Bids by status"
          value={presenter.tab}
          onChange={(tab) => presenter.setTab(tab)}
          fullWidth
          tabs={[
            {
              value: 'available',
              id: tabId('available'),
              controls: 'bids-panel',
              label: `Available Bids (${presenter.availableCount})`,
            },
            {
              value: 'rejected',
              id: tabId('rejected'),
              controls: 'bids-panel',
              label: `Rejected Bids (${presenter.rejectedCount})`,
            },
          ]}
        />
      </div>
      <div
        id="bids-panel"
        role="tabpanel"
        aria-labelledby={tabId(presenter.tab)}
        className={ui.inset}
      >
        <BidPanel presenter={presenter} />
      </div>
    </section>
  );
});

/** One tab's page of bids; before the first answer, its loading state or failure. */
const BidPanel = observer(function BidPanel({ presenter }: { presenter: BidsPresenter }) {
  const bids = useCatchingUp(presenter.currentPage.items);
  const showing = useCatchingUp(presenter.showingText).shown;
  if (presenter.list.awaitingFirstAnswer || (bids.behind && bids.shown.length === 0)) {
    return (
      <div role="status" className={css.loading}>
        <CircularProgress size={22} aria-hidden />
        <p className={ui.body1}>Loading bids…</p>
      </div>
    );
  }
  const error = presenter.list.error;
  if (error && !presenter.list.loaded) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void presenter.refresh()}>
            Retry
          </Button>
        }
      >
        {error}
      </Alert>
    );
  }
  return (
    <div className={css.stack}>
      {error && <Alert severity="error">{error}</Alert>}
      {bids.shown.length === 0 ? (
        <NoBidsInTab tab={presenter.tab} />
      ) : (
        <>
          <div className={css.toolbar}>
            <p className={`${ui.body2} ${ui.muted} ${css.showing}`} data-testid="bids-showing">
              {showing}
            </p>
            <SortField presenter={presenter} />
          </div>
          {/* Drawn under the cards, but next in the Tab order after the sort: see the CSS. */}
          <CompareBar comparison={presenter.comparison} />
          <ul className={`${ui.plainList} ${css.stack} ${css.cards}`} aria-label="Bids">
            {bids.shown.map((bid) => (
              <li key={bid.key}>
                <BidCard bid={bid} presenter={presenter} />
              </li>
            ))}
          </ul>
          <BidPagination presenter={presenter} />
        </>
      )}
    </div>
  );
});

const SortField = observer(function SortField({ presenter }: { presenter: BidsPresenter }) {
  return (
    <NativeSelectField
      id="bids-sort"
      label="Sort by"
      value={presenter.sort}
      onChange={(sort) => {
        if (isBidSort(sort)) presenter.setSort(sort);
      }}
      options={SORTS.map((sort) => ({ value: sort, label: BID_SORT_LABELS[sort] }))}
      className={css.sort}
    />
  );
});

const COMPARE_ICON = <CompareArrowsIcon aria-hidden />;
const PROGRESS_CLASS = `${ui.body2} ${css.barText}`;
const NOTICE_CLASS = `${PROGRESS_CLASS} ${css.barNotice}`;

/** What the bar says when nothing went wrong: how many are ticked, and what is next. */
function progressText(count: number): string {
  if (count === 1) return '1 bid ticked. Tick another to compare them side by side.';
  return `${count} bids ticked to compare (up to ${MAX_COMPARED}).`;
}

/**
 * Under the bids once one is ticked, kept in view at the bottom of the window: what is ticked,
 * the refusal of a fifth tick or the bids that left, Clear, and 'Compare bids (n)' from 2 on.
 */
const CompareBar = observer(function CompareBar({ comparison }: { comparison: BidComparison }) {
  const { count, notice } = comparison;
  if (count === 0 && notice === null) return null;
  return (
    <div data-testid="compare-bar" className={css.bar}>
      <p role="status" aria-live="polite" className={notice ? NOTICE_CLASS : PROGRESS_CLASS}>
        {notice ?? progressText(count)}
      </p>
      <Button size="small" onClick={comparison.reset}>
        {count > 0 ? 'Clear' : 'Dismiss'}
      </Button>
      {comparison.canCompare && (
        <Button size="small" variant="contained" startIcon={COMPARE_ICON} onClick={comparison.show}>
          Compare bids ({count})
        </Button>
      )}
    </div>
  );
});

/** Previous, a window of 5 page numbers, Next; hidden when there is one page. */
const BidPagination = observer(function BidPagination({ presenter }: { presenter: BidsPresenter }) {
  const pages = presenter.pageNumbers;
  if (pages.length === 0) return null;
  const { currentPage, lastPage } = presenter.currentPage.meta;
  return (
    <nav aria-label="Bid pages" className={css.pages}>
      <Button
        size="small"
        variant="outlined"
        disabled={currentPage <= 1}
        onClick={() => presenter.goToPage(currentPage - 1)}
      >
        Previous
      </Button>
      {pages.map((page) => (
        <Button
          key={page}
          size="small"
          variant={page === currentPage ? 'contained' : 'outlined'}
          aria-current={page === currentPage ? 'page' : undefined}
          aria-label={`Page ${page}`}
          onClick={() => presenter.goToPage(page)}
          className={css.page}
        >
          {page}
        </Button>
      ))}
      <Button
        size="small"
        variant="outlined"
        disabled={currentPage >= lastPage}
        onClick={() => presenter.goToPage(currentPage + 1)}
      >
        Next
      </Button>
    </nav>
  );
});

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
    <div className={ui.emptyState}>
      <InboxIcon aria-hidden className={`${ui.muted} ${css.emptyIcon}`} />
      <h3 className={ui.h4}>{title}</h3>
      <p className={`${ui.body1} ${ui.muted}`}>{text}</p>
      {children && <div className={css.emptyAction}>{children}</div>}
    </div>
  );
}

/** The tab with no bids: the Available tab leads back to the form. */
function NoBidsInTab({ tab }: { tab: BidTab }) {
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
