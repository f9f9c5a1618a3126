import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { observer } from 'mobx-react-lite';
import { UploadProgress } from '../../components/upload/upload-progress';
import type { Publishing } from './publishing';
import type { SummaryLine } from './publish-summary';
import css from './publish-dialog.module.css';

/** The dialog's texts, word for word as the spec gives them (spec §2.7). */
export const PUBLISH_DIALOG_TEXTS = {
  title: 'Confirm Job Publication',
  notEditable: 'The load will be published and cannot be edited.',
  visible: 'Once published, your job will be visible to drivers who can submit bids.',
  allowExternal: 'Allow external driver',
  allowExternalHelp: 'Enable bids from drivers outside your preferred network',
} as const;

/** Manual publishing asks for confirmation and whether drivers outside the network may bid. */
const PublishDialog = observer(function PublishDialog({
  publishing,
  summary,
  onConfirm,
}: {
  publishing: Publishing;
  summary: readonly SummaryLine[];
  onConfirm(): void;
}) {
  const busy = publishing.command.pending;
  return (
    <Dialog
      open={publishing.confirmOpen}
      onClose={publishing.cancelConfirm}
      aria-labelledby="publish-dialog-title"
      aria-describedby="publish-dialog-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="publish-dialog-title">{PUBLISH_DIALOG_TEXTS.title}</DialogTitle>
      <DialogContent>
        <div id="publish-dialog-text">
          <DialogContentText>{PUBLISH_DIALOG_TEXTS.notEditable}</DialogContentText>
          <DialogContentText className={css.next}>{PUBLISH_DIALOG_TEXTS.visible}</DialogContentText>
        </div>
        <dl className={css.summary}>
          {summary.map((line) => (
            <div key={line.label} className={css.summaryLine}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
        <FormControlLabel
          className={css.allow}
          control={
            <Checkbox
              checked={publishing.allowExternalDrivers}
              onChange={(event) => publishing.setAllowExternalDrivers(event.target.checked)}
              disabled={busy}
              slotProps={{ input: { 'aria-describedby': 'allow-external-help' } }}
            />
          }
          label={PUBLISH_DIALOG_TEXTS.allowExternal}
        />
        <p id="allow-external-help" className={css.help}>
          {PUBLISH_DIALOG_TEXTS.allowExternalHelp}
        </p>
      </DialogContent>
      <DialogActions className={css.actions}>
        <UploadProgress id="publish-dialog-upload" percent={publishing.percent} />
        <Button onClick={publishing.cancelConfirm} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {busy ? 'Publishing…' : 'Publish Job'}
        </Button>
      </DialogActions>
    </Dialog>
  );
});

export default PublishDialog;
