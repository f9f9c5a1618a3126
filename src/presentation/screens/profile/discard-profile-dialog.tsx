import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** 'Discard your changes?', asked before unsaved profile edits are dropped. */
export default function DiscardProfileDialog({
  open,
  onKeep,
  onDiscard,
}: {
  readonly open: boolean;
  readonly onKeep: () => void;
  readonly onDiscard: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onKeep}
      aria-labelledby="discard-profile-title"
      aria-describedby="discard-profile-text"
    >
      <DialogTitle id="discard-profile-title">Discard your changes?</DialogTitle>
      <DialogContent>
        <DialogContentText id="discard-profile-text">
          Your edits to the profile have not been saved and will be lost.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep} autoFocus>
          Keep editing
        </Button>
        <Button color="error" onClick={onDiscard}>
          Discard changes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
