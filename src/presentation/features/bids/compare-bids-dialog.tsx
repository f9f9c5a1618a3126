import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { BidsPresenter } from './bids.presenter';
import { COMPARISON_ROWS, comparisonColumn, type ComparisonColumn } from './comparison-table';

/** The first column (the row headers) stays in view while the bids scroll sideways. */
const FIRST_COLUMN_PX = 120;
const BID_COLUMN_PX = 176;

/**
 * 'Compare bids': the ticked bids side by side in a real table, one column per bid under its
 * bidder's name, with the card's own Accept (and its confirmation, which opens over this dialog).
 * On a phone the table scrolls sideways with the row headers fixed.
 */
export const CompareBidsDialog = observer(function CompareBidsDialog({
  presenter,
}: {
  presenter: BidsPresenter;
}) {
  const { comparison, priceCheck } = presenter;
  const columns = comparison.bids.map((bid) => comparisonColumn(bid, priceCheck.labelOf(bid)));
  const basis = priceCheck.basis;
  return (
    <Dialog
      open={comparison.open}
      onClose={comparison.close}
      aria-labelledby="compare-bids-title"
      maxWidth="lg"
      fullWidth
      sx={{
        '& .MuiDialog-paper': {
          mx: { xs: 1, sm: 4 },
          width: { xs: 'calc(100% - 16px)', sm: undefined },
        },
      }}
    >
      <DialogTitle id="compare-bids-title">Compare bids</DialogTitle>
      <DialogContent sx={{ px: { xs: 1.5, sm: 3 } }}>
        {comparison.notice && (
          <Alert severity="info" role="status" sx={{ mb: 2 }}>
            {comparison.notice}
          </Alert>
        )}
        {columns.length > 0 ? (
          <ComparisonTable columns={columns} presenter={presenter} />
        ) : (
          <Typography>None of the bids you ticked is still open.</Typography>
        )}
        {basis && columns.length > 0 && (
          <Typography
            id="compare-bids-basis"
            variant="body2"
            color="text.secondary"
            sx={{ mt: 1.5 }}
          >
            Price check: {basis}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={comparison.close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
});

const ComparisonTable = observer(function ComparisonTable({
  columns,
  presenter,
}: {
  columns: readonly ComparisonColumn[];
  presenter: BidsPresenter;
}) {
  const { decisions } = presenter;
  const basis = presenter.priceCheck.basis;
  return (
    <Box
      role="region"
      aria-label="Compared bids"
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        component="table"
        aria-labelledby="compare-bids-title"
        aria-describedby={basis ? 'compare-bids-basis' : undefined}
        sx={(theme) => ({
          borderCollapse: 'separate',
          borderSpacing: 0,
          width: '100%',
          minWidth: FIRST_COLUMN_PX + columns.length * BID_COLUMN_PX,
          tableLayout: 'fixed',
          fontSize: '0.875rem',
          '& th, & td': {
            textAlign: 'left',
            verticalAlign: 'top',
            p: 1.25,
            borderBottom: `1px solid ${theme.palette.divider}`,
            overflowWrap: 'anywhere',
          },
          '& tbody tr:last-of-type > *': { borderBottom: 0 },
          '& th[scope="row"], & thead td': {
            position: 'sticky',
            left: 0,
            zIndex: 1,
            width: FIRST_COLUMN_PX,
            bgcolor: 'background.paper',
            backgroundImage: 'var(--Paper-overlay)',
            borderRight: `1px solid ${theme.palette.divider}`,
            color: 'text.secondary',
            fontWeight: 600,
          },
          '& thead th': { fontWeight: 700, fontSize: '0.9375rem' },
          '& tbody tr:first-of-type td': { fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
        })}
      >
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th key={column.bid.key} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARISON_ROWS.map((row) => (
            <tr key={row}>
              <th scope="row">{row}</th>
              {columns.map((column) => (
                <td key={column.bid.key}>{column.cells[row]}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">Choose</th>
            {columns.map(({ bid }) => (
              <td key={bid.key}>
                <Button
                  variant="contained"
                  size="small"
                  disabled={!decisions.canDecide(bid)}
                  aria-label={`Accept bid from ${bid.bidder.name}`}
                  onClick={() => bid.id !== null && decisions.requestAccept(bid.id)}
                >
                  Accept
                </Button>
              </td>
            ))}
          </tr>
        </tbody>
      </Box>
    </Box>
  );
});

export default CompareBidsDialog;
