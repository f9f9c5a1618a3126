import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Skeleton } from '../../components/skeleton';
import { useMediaMatch } from '../../components/use-media-match';
import RefreshIcon from '@mui/icons-material/Refresh';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Link as RouterLink } from 'react-router-dom';
import { IMPORT_JOBS_PATH } from '../../../features';
import { LOAD_SORT_OPTIONS, isLoadSortOrder } from '../../../domain/load/active-load-list';
import { NativeSelectField, SearchField } from '../../components/fields/light-fields';
import { Pagination } from '../../components/pagination/pagination';
import { LivePausedNotice } from '../../components/live-paused-notice';
import { useCatchingUp } from '../../components/use-catching-up';
import { usePresenter } from '../../app/container';
import { usePageTitle } from '../../app/page-title';
import ui from '../../styles/ui.module.css';
import { activeLoadRow } from './active-load-row';
import { LoadCards } from './load-cards';
import { LoadTable } from './load-table';
import { EmptyState } from './my-loads-empty-state';
import { MyLoadsPresenter } from './my-loads.presenter';
import css from './my-loads.screen.module.css';
import { ScreenHeading } from '../../app/screen-arrival';

/** Below MUI's sm breakpoint (theme.breakpoints.down('sm')), where the table gives way to cards. */
const PHONE = '(max-width:599.95px)';
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
  const loads = useCatchingUp(presenter.rows).shown;
  const rows = useMemo(
    () => loads.map((load) => activeLoadRow(load, presenter.newBidsOf(load))),
    [loads, presenter],
  );
  // The caption and the range name the order and page of the rows shown: they follow with them.
  const caption = useCatchingUp(tableCaption(presenter)).shown;
  const rangeText = useCatchingUp(presenter.rangeText).shown;
  return (
    <div className={css.screen}>
      <div>
        <div className={css.head}>
          <ScreenHeading className={ui.h2}>My Active Loads</ScreenHeading>
          {presenter.list.loaded ? (
            <span className={css.count} data-testid="loads-count">
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

function tableCaption(presenter: MyLoadsPresenter): string {
  const order = LOAD_SORT_OPTIONS.find((o) => o.value === presenter.sort)?.label ?? '';
  return `Active loads, page ${presenter.page} of ${presenter.lastPage}, ${order.toLowerCase()}`;
}

/** /my-loads: the loads still waiting for a driver. */
export default function MyLoadsScreen() {
  const presenter = usePresenter(MyLoadsPresenter);
  usePageTitle('My Loads');
  return <MyLoadsView presenter={presenter} />;
}
