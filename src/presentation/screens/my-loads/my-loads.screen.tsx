import { memo, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Skeleton } from '../../components/skeleton';
import { useMediaMatch } from '../../components/use-media-match';
import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Link as RouterLink } from 'react-router-dom';
import { IMPORT_JOBS_PATH } from '../../../features';
import { LOAD_SORT_OPTIONS, isLoadSortOrder } from '../../../domain/load/active-load-list';
import { listKey } from '../../../domain/shared/record-key';
import { NativeSelectField, SearchField } from '../../components/fields/light-fields';
import { Pagination } from '../../components/pagination/pagination';
import { LivePausedNotice } from '../../components/live-paused-notice';
import { RouteLine } from '../../components/route-line/route-line';
import { useCatchingUp } from '../../components/use-catching-up';
import { usePresenter } from '../../app/container';
import { usePageTitle } from '../../app/page-title';
import ui from '../../styles/ui.module.css';
import type { ActiveLoadRow } from './active-load-row';
import { BidChip, COUNT_CHIP, useOpenBids } from './load-row-parts';
import { MyLoadsPresenter } from './my-loads.presenter';
import css from './my-loads.screen.module.css';
import { ScreenHeading } from '../../app/screen-arrival';

/** Below MUI's sm breakpoint (theme.breakpoints.down('sm')), where the table gives way to cards. */
const PHONE = '(max-width:599.95px)';
const CREATE_ICON = <AddIcon />;
const REFRESH_ICON = <RefreshIcon />;
const IMPORT_ICON = <UploadFileIcon />;

const SEARCH_PLACEHOLDER = 'Search load no, pickup, delivery...';

/** My Loads, titled My Active Loads. Below 600 px the table becomes a list of cards. */
export const MyLoadsView = observer(function MyLoadsView({
  presenter,
}: {
  presenter: MyLoadsPresenter;
}) {
  const small = useMediaMatch(PHONE);
  // The list follows the presenter one render late, so a long page never blocks typing.
  const rows = useCatchingUp(presenter.rows).shown;
  // The caption and the range name the order and page of the rows shown: they follow with them.
  const caption = useCatchingUp(presenter.tableCaption).shown;
  const rangeText = useCatchingUp(presenter.rangeText).shown;
  return (
    <div className={css.screen}>
      <div>
        <div className={ui.row}>
          <ScreenHeading className={ui.h2}>My Active Loads</ScreenHeading>
          {presenter.list.loaded ? (
            <span className={COUNT_CHIP.medium} data-testid="loads-count">
              {presenter.total}
              <span className={ui.visuallyHidden}> in total</span>
            </span>
          ) : (
            // Holds the count's place, so the row wraps the same way before and after it arrives.
            <Skeleton variant="rounded" width={40} height={32} className={css.countPlaceholder} />
          )}
          <Button
            variant="outlined"
            startIcon={REFRESH_ICON}
            loading={presenter.list.loading}
            loadingPosition="start"
            onClick={() => void presenter.refresh()}
            className={css.refresh}
          >
            Refresh
          </Button>
          <Button
            variant="outlined"
            startIcon={IMPORT_ICON}
            component={RouterLink}
            to={IMPORT_JOBS_PATH}
          >
            Import jobs
          </Button>
        </div>
        <p className={`${ui.body1} ${ui.muted} ${css.intro}`}>
          Jobs still waiting for a driver. Open one to review its bids.
        </p>
        <LivePausedNotice pause={presenter.liveRefresh.pause} className={css.livePaused} />
      </div>
      <div role="search" className={css.search}>
        <SearchField
          id="my-loads-search"
          label="Search"
          placeholder={SEARCH_PLACEHOLDER}
          value={presenter.query}
          onChange={presenter.setQuery}
        />
        <NativeSelectField
          id="my-loads-sort"
          label="Sort by"
          value={presenter.sort}
          onChange={(value) => {
            if (isLoadSortOrder(value)) presenter.setSort(value);
          }}
          options={LOAD_SORT_OPTIONS}
        />
      </div>
      {presenter.list.error && (
        <Alert severity="error" variant="filled" data-testid="my-loads-error">
          {presenter.list.error}
        </Alert>
      )}
      <p role="status" className={`${ui.body2} ${ui.muted}`}>
        {presenter.list.awaitingFirstAnswer
          ? 'Loading Loads...'
          : presenter.list.loaded
            ? rangeText
            : ''}
      </p>
      {presenter.isEmpty && rows.length === 0 && <EmptyState presenter={presenter} />}
      {presenter.list.loaded && rows.length > 0 && (
        <>
          {small ? <LoadCards rows={rows} /> : <LoadTable rows={rows} caption={caption} />}
          <Pagination
            label="Active loads pages"
            page={presenter.page}
            lastPage={presenter.lastPage}
            onChange={presenter.goToPage}
          />
        </>
      )}
    </div>
  );
});

/** No active loads, or none matching the search (which it offers to clear). */
const EmptyState = observer(function EmptyState({ presenter }: { presenter: MyLoadsPresenter }) {
  return (
    <div className={`${ui.paper} ${css.empty}`}>
      <h2 className={ui.h3}>No Active Loads</h2>
      <p className={`${ui.body1} ${ui.muted} ${css.emptyText}`}>
        No loads found. Try refreshing or creating a new job.
      </p>
      <div className={css.emptyActions}>
        {presenter.isSearching && (
          <Button variant="outlined" onClick={presenter.clearQuery}>
            Clear search
          </Button>
        )}
        <Button component={RouterLink} to="/create-job" variant="contained" startIcon={CREATE_ICON}>
          Create New Job
        </Button>
      </div>
    </div>
  );
});

const HEADS = ['Load', 'Route', 'Schedule', 'Details', 'Actions'];
const HEAD_CELL = `${ui.cell} ${ui.headCell}`;
const OPENING_ROW = `${css.row} ${ui.opens}`;

/** The active loads as a table (600 px and wider); a click on a row opens its bids. */
const LoadTable = memo(function LoadTable({
  rows,
  caption,
}: {
  rows: readonly ActiveLoadRow[];
  caption: string;
}) {
  return (
    <div className={`${ui.paper} ${ui.tableBox}`}>
      <table className={`${ui.table} ${css.table}`}>
        <caption className={ui.visuallyHidden}>{caption}</caption>
        <thead>
          <tr className={css.row}>
            {HEADS.map((heading) => (
              <th key={heading} scope="col" className={HEAD_CELL}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <LoadTableRow key={listKey(row.id, index)} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
});

function LoadTableRow({ row }: { row: ActiveLoadRow }) {
  const bids = useOpenBids(row);
  return (
    <tr
      onClick={bids.onRowClick}
      className={bids.clickable ? OPENING_ROW : css.row}
      data-testid="my-loads-row"
    >
      <th scope="row" className={ui.cell}>
        <p className={`${ui.body2} ${ui.strong}`}>{row.loadNo}</p>
        <span className={`${ui.caption} ${ui.muted}`}>{row.idText}</span>
      </th>
      <td className={ui.cell}>
        <RouteLine pickup={row.pickup} delivery={row.delivery} />
      </td>
      <td className={ui.cell}>
        <ScheduleLines row={row} />
      </td>
      <td className={ui.cell}>
        <DetailLines row={row} />
      </td>
      <td className={ui.cell}>
        <div className={css.rowActions}>
          <BidChip row={row} />
          <SelectBidButton row={row} onClick={bids.open} />
        </div>
      </td>
    </tr>
  );
}

const CARD = `${ui.paper} ${css.card}`;
const OPENING_CARD = `${CARD} ${css.cardOpens}`;

/** The active loads as a list of cards, on a phone; a tap on a card opens its bids. */
const LoadCards = memo(function LoadCards({ rows }: { rows: readonly ActiveLoadRow[] }) {
  return (
    <ul aria-label="Active loads" className={`${ui.plainList} ${css.cards}`}>
      {rows.map((row, index) => (
        <LoadCard key={listKey(row.id, index)} row={row} />
      ))}
    </ul>
  );
});

function LoadCard({ row }: { row: ActiveLoadRow }) {
  const bids = useOpenBids(row);
  return (
    <li
      onClick={bids.onRowClick}
      className={bids.clickable ? OPENING_CARD : CARD}
      data-testid="my-loads-card"
    >
      <div className={css.cardHead}>
        <div className={css.cardTitle}>
          <h2 className={ui.h4}>{row.loadNo}</h2>
          <span className={`${ui.caption} ${ui.muted}`}>{row.idText}</span>
        </div>
        <BidChip row={row} />
      </div>
      <CardSection title="Route">
        <RouteLine pickup={row.pickup} delivery={row.delivery} />
      </CardSection>
      <CardSection title="Schedule">
        <ScheduleLines row={row} />
      </CardSection>
      <CardSection title="Details">
        <DetailLines row={row} />
      </CardSection>
      <SelectBidButton row={row} onClick={bids.open} fullWidth />
    </li>
  );
}

function CardSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <p className={`${ui.muted} ${css.sectionTitle}`}>{title}</p>
      {children}
    </div>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={ui.body2}>
      <span className={ui.muted}>{label}: </span>
      {children}
    </div>
  );
}

function ScheduleLines({ row }: { row: ActiveLoadRow }) {
  return (
    <>
      <Labelled label="Pickup">{row.pickupWhen}</Labelled>
      <Labelled label="Delivery">{row.deliveryWhen}</Labelled>
    </>
  );
}

function DetailLines({ row }: { row: ActiveLoadRow }) {
  return (
    <>
      <Labelled label="Weight">{row.weight}</Labelled>
      <Labelled label="Type">{row.loadType}</Labelled>
      <Labelled label="Vehicle">{row.vehicle}</Labelled>
    </>
  );
}

function SelectBidButton(props: { row: ActiveLoadRow; onClick: () => void; fullWidth?: boolean }) {
  return (
    <Button
      variant="contained"
      size="small"
      fullWidth={props.fullWidth ?? false}
      disabled={props.row.bidsPath === null}
      onClick={props.onClick}
      aria-label={`Select Bid for ${props.row.loadNo}`}
    >
      Select Bid
    </Button>
  );
}

/** /my-loads: the loads still waiting for a driver. */
export default function MyLoadsScreen() {
  const presenter = usePresenter(MyLoadsPresenter);
  usePageTitle('My Loads');
  return <MyLoadsView presenter={presenter} />;
}
