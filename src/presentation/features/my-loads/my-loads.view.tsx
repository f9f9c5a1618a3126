import { memo, useDeferredValue, useMemo, type MouseEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import { LOAD_SORT_OPTIONS, isLoadSortOrder } from '../../../domain/load/active-load-list';
import { listKey } from '../../../domain/shared/record-key';
import { NativeSelectField, SearchField } from '../../components/fields/light-fields';
import { Pagination } from '../../components/pagination/pagination';
import { activeLoadRow, type ActiveLoadRow } from './active-load-row';
import { isFromNestedControl } from './clickable-row';
import { TruncatedAddress } from './truncated-address';
import { visuallyHidden } from './visually-hidden';
import type { MyLoadsPresenter } from './my-loads.presenter';

export const SEARCH_PLACEHOLDER = 'Search load no, pickup, delivery...';

/** Spec §2.6 My Loads, titled My Active Loads. Below 600 px the table becomes a list of cards. */
export const MyLoadsView = observer(function MyLoadsView({
  presenter,
}: {
  presenter: MyLoadsPresenter;
}) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  // The list follows the presenter one render late: MobX re-renders at once, in one task, while
  // React renders a deferred value in slices that yield to the browser (issue 3: blocking time).
  const loads = useDeferredValue(presenter.rows);
  const rows = useMemo(() => loads.map(activeLoadRow), [loads]);
  // The caption names the order and page of the rows shown: it follows with them.
  const caption = useDeferredValue(tableCaption(presenter));
  const rangeText = useDeferredValue(presenter.rangeText);
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h2">
          My Active Loads
        </Typography>
        {presenter.loaded && (
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
          {small ? (
            <LoadCards rows={rows} />
          ) : (
            <LoadTable rows={rows} caption={caption} />
          )}
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

const EmptyState = observer(function EmptyState({ presenter }: { presenter: MyLoadsPresenter }) {
  return (
    <Paper variant="outlined" sx={{ py: 5, px: 2, textAlign: 'center' }}>
      <Typography component="h2" variant="h3">
        No Active Loads
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2.5 }}>
        No loads found. Try refreshing or creating a new job.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        {presenter.isSearching && (
          <Button variant="outlined" onClick={presenter.clearQuery}>
            Clear search
          </Button>
        )}
        <Button component={RouterLink} to="/create-job" variant="contained" startIcon={<AddIcon />}>
          Create New Job
        </Button>
      </Box>
    </Paper>
  );
});

/** Opening a load's bids needs its server id: a row without one opens nothing. */
function useOpenBids(row: ActiveLoadRow) {
  const navigate = useNavigate();
  const path = row.bidsPath;
  return {
    open: () => {
      if (path) void navigate(path);
    },
    onRowClick: (event: MouseEvent<HTMLElement>) => {
      if (path && !isFromNestedControl(event.target, event.currentTarget)) void navigate(path);
    },
    clickable: path !== null,
  };
}

const LoadTable = memo(function LoadTable({
  rows,
  caption,
}: {
  rows: readonly ActiveLoadRow[];
  caption: string;
}) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" sx={{ minWidth: 760, '& td, & th': { verticalAlign: 'top', py: 1.25 } }}>
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            {['Load', 'Route', 'Schedule', 'Details', 'Actions'].map((heading) => (
              <TableCell key={heading} sx={{ fontWeight: 700 }}>
                {heading}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <LoadTableRow key={listKey(row.id, index)} row={row} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
});

function LoadTableRow({ row }: { row: ActiveLoadRow }) {
  const bids = useOpenBids(row);
  return (
    <TableRow
      hover={bids.clickable}
      onClick={bids.onRowClick}
      sx={{ cursor: bids.clickable ? 'pointer' : 'default' }}
      data-testid="my-loads-row"
    >
      <TableCell component="th" scope="row">
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {row.loadNo}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {row.idText}
        </Typography>
      </TableCell>
      <TableCell>
        <RouteLines row={row} />
      </TableCell>
      <TableCell>
        <ScheduleLines row={row} />
      </TableCell>
      <TableCell>
        <DetailLines row={row} />
      </TableCell>
      <TableCell>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <BidChip row={row} />
          <SelectBidButton row={row} onClick={bids.open} />
        </Stack>
      </TableCell>
    </TableRow>
  );
}

const LoadCards = memo(function LoadCards({ rows }: { rows: readonly ActiveLoadRow[] }) {
  return (
    <Box
      component="ul"
      aria-label="Active loads"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {rows.map((row, index) => (
        <LoadCard key={listKey(row.id, index)} row={row} />
      ))}
    </Box>
  );
});

function LoadCard({ row }: { row: ActiveLoadRow }) {
  const bids = useOpenBids(row);
  return (
    <Card
      component="li"
      onClick={bids.onRowClick}
      sx={{ cursor: bids.clickable ? 'pointer' : 'default' }}
      data-testid="my-loads-card"
    >
      <CardContent sx={{ display: 'grid', gap: 1.25, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1 }}>
            <Typography component="h2" variant="h4">
              {row.loadNo}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {row.idText}
            </Typography>
          </Box>
          <BidChip row={row} />
        </Box>
        <CardSection title="Route">
          <RouteLines row={row} />
        </CardSection>
        <CardSection title="Schedule">
          <ScheduleLines row={row} />
        </CardSection>
        <CardSection title="Details">
          <DetailLines row={row} />
        </CardSection>
        <SelectBidButton row={row} onClick={bids.open} fullWidth />
      </CardContent>
    </Card>
  );
}

function CardSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.6 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" component="div">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {children}
    </Typography>
  );
}

function RouteLines({ row }: { row: ActiveLoadRow }) {
  return (
    <>
      <Labelled label="Pickup">
        <TruncatedAddress address={row.pickup} />
      </Labelled>
      <Labelled label="Delivery">
        <TruncatedAddress address={row.delivery} />
      </Labelled>
    </>
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

function BidChip({ row }: { row: ActiveLoadRow }) {
  return (
    <Chip
      size="small"
      variant={row.hasBids ? 'filled' : 'outlined'}
      color={row.hasBids ? 'secondary' : 'default'}
      label={row.bids}
    />
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
