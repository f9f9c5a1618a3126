import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatMoney } from '../../../domain/shared/money';
import type { BidsPresenter } from './bids.presenter';
import css from './bid-dialogs.module.css';

/** Accepting cannot be undone, so it is confirmed in a dialog naming the bidder and the amount. */
export const AcceptBidDialog = observer(function AcceptBidDialog({
  presenter,
}: {
  presenter: BidsPresenter;
}) {
  const bid = presenter.confirming;
  const busy = bid !== null && presenter.decidingId === bid.id;
  const loadNo = presenter.load?.loadNo;
  return (
    <Dialog
      open={bid !== null}
      onClose={presenter.cancelAccept}
      aria-labelledby="accept-bid-title"
      aria-describedby="accept-bid-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="accept-bid-title">Accept this bid?</DialogTitle>
      <DialogContent>
        {bid && (
          <DialogContentText id="accept-bid-text">
            Accept the bid from <strong>{bid.bidder.name}</strong> for{' '}
            <strong>{formatMoney(bid.amount, bid.currencySymbol)}</strong>?{' '}
            {loadNo ? `Job ${loadNo}` : 'The job'} will be assigned to them and the other open bids
            will be declined. This cannot be undone.
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions className={css.actions}>
        <Button onClick={presenter.cancelAccept} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void presenter.confirmAccept()} disabled={busy}>
          {busy ? 'Accepting…' : 'Accept bid'}
        </Button>
      </DialogActions>
    </Dialog>
  );
});
