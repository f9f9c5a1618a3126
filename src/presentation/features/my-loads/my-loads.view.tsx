import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useMediaMatch } from '../../components/use-media-match';
import RefreshIcon from '@mui/icons-material/Refresh';
import { LOAD_SORT_OPTIONS, isLoadSortOrder } from '../../../domain/load/active-load-list';
import { NativeSelectField, SearchField } from '../../components/fields/light-fields';
import { Pagination } from '../../components/pagination/pagination';
import { useCatchingUp } from '../../components/use-catching-up';
import { activeLoadRow } from './active-load-row';
import { LoadCards } from './load-cards';
import { LoadTable } from './load-table';
import { EmptyState } from './my-loads-empty-state';
import type { MyLoadsPresenter } from './my-loads.presenter';
import visuallyHidden from '@mui/utils/visuallyHidden';

export const SEARCH_PLACEHOLDER = 'Search load no, pickup, delivery...';

/** My Loads, titled My Active Loads. Below 600 px the table becomes a list of cards. */
export const MyLoadsView = observer(function MyLoadsView({
  presenter,
}: {
  presenter: MyLoadsPresenter;
}) {
  const theme = useTheme();
  const small = useMediaMatch(theme.breakpoints.down('sm'));
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
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h2">
          My Active Loads
        </Typography>
        {presenter.loaded ? (
          <Chip
            color="primary"
            label={
              <>
                {presenter.total}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  in total
                </Box>
              </>
            }
          />
        ) : (
          // Holds the count's place, so the row wraps the same way before and after it arrives.
          <Skeleton variant="rounded" width={40} height={32} sx={{ borderRadius: 4 }} />
        )}
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          loading={presenter.isLoading}
          loadingPosition="start"
          onClick={() => void presenter.refresh()}
          sx={{ ml: 'auto' }}
        >
          Refresh
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mt: '4px !important' }}>
        Loads still waiting for a driver. Open one to review its bids.
      </Typography>
      <Box
        role="search"
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 200px' },
        }}
      >
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
      </Box>
      {presenter.errorText && (
        <Alert severity="error" variant="filled" data-testid="my-loads-error">
          {presenter.errorText}
        </Alert>
      )}
      <Typography role="status" variant="body2" color="text.secondary">
        {presenter.showLoading ? 'Loading Loads...' : presenter.loaded ? rangeText : ''}
      </Typography>
      {presenter.isEmpty && rows.length === 0 && <EmptyState presenter={presenter} />}
      {presenter.loaded && rows.length > 0 && (
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
    </Stack>
  );
});

function tableCaption(presenter: MyLoadsPresenter): string {
  const order = LOAD_SORT_OPTIONS.find((o) => o.value === presenter.sort)?.label ?? '';
  return `Active loads, page ${presenter.page} of ${presenter.lastPage}, ${order.toLowerCase()}`;
}
