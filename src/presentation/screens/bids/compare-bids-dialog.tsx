import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { RatingStar } from '../../components/rating';
import ui from '../../styles/ui.module.css';
import type { BidsPresenter } from './bids.presenter';
import dialogs from './bid-dialogs.module.css';
import css from './compare-bids-dialog.module.css';
import { PricePositionBar } from './price-position-bar';
import { COMPARISON_ROWS, comparisonColumn, type ComparisonColumn } from './bid-comparison';

/**
 * The first column (the row headers) stays in view while the bids scroll sideways. Its width is
 * also in the stylesheet; the table's least width depends on how many bids it shows.
 */
const FIRST_COLUMN_PX = 120;
const BID_COLUMN_PX = 176;

const PAPER_PROPS = { paper: { className: css.paper } };

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
  const columns = presenter.comparedBids.map((bid) =>
    comparisonColumn(bid, priceCheck.labelOf(bid)),
  );
  const basis = priceCheck.basis;
  return (
    <Dialog
      open={comparison.open}
      onClose={comparison.close}
      aria-labelledby="compare-bids-title"
      maxWidth="lg"
      fullWidth
      slotProps={PAPER_PROPS}
    >
      <DialogTitle id="compare-bids-title">Compare bids</DialogTitle>
      <DialogContent className={css.content}>
        {comparison.notice && (
          <Alert severity="info" role="status" className={css.notice}>
            {comparison.notice}
          </Alert>
        )}
        {columns.length > 0 ? (
          <ComparisonTable columns={columns} presenter={presenter} />
        ) : (
          <p className={ui.body1}>None of the bids you ticked is still open.</p>
        )}
        {basis && columns.length > 0 && (
          <p id="compare-bids-basis" className={`${ui.body2} ${ui.muted} ${css.basis}`}>
            Price check: {basis}
          </p>
        )}
      </DialogContent>
      <DialogActions className={dialogs.actions}>
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
  const basis = presenter.priceCheck.basis;
  return (
    <>
      {/* A phone shows a column and a half: say that the rest is a swipe away. */}
      <p className={`${ui.body2} ${ui.muted} ${css.swipeHint}`}>
        Swipe sideways to see all {columns.length} bids.
      </p>
      <div role="region" aria-label="Compared bids" tabIndex={0} className={css.scroller}>
        <table
          aria-labelledby="compare-bids-title"
          aria-describedby={basis ? 'compare-bids-basis' : undefined}
          className={css.table}
          style={{ minWidth: FIRST_COLUMN_PX + columns.length * BID_COLUMN_PX }}
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
                  <td key={column.bid.key}>
                    {row === 'Rating' && <RatingStar avg={column.bid.rating.avg} />}
                    {column.cells[row]}
                    {row === 'Price' && (
                      <PricePositionBar bar={presenter.priceBarOf(column.bid)} compact />
                    )}
                  </td>
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
                    disabled={!presenter.canDecide(bid)}
                    aria-label={`Accept bid from ${bid.bidder.name}`}
                    onClick={() => bid.id !== null && presenter.requestAccept(bid.id)}
                  >
                    Accept
                  </Button>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
});

export default CompareBidsDialog;
