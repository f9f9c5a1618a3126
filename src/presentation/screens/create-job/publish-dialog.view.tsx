import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { observer } from 'mobx-react-lite';
import type { Vehicle } from '../../../domain/load/load';
import type { LoadFormValues } from '../../../domain/load/load-form-rules';
import { formatDate, formatTime } from '../../../domain/shared/date-time';
import { formatNumber } from '../../../domain/shared/number-text';
import { UploadProgress } from '../../components/upload/upload-progress';
import type { CreateJobPresenter } from './create-job.presenter';
import css from './publish-dialog.module.css';

/** The dialog's texts, word for word as the specification gives them. */
const PUBLISH_DIALOG_TEXTS = {
  title: 'Confirm Job Publication',
  notEditable: 'The load will be published and cannot be edited.',
  visible: 'Once published, your job will be visible to drivers who can submit bids.',
  allowExternal: 'Allow external driver',
  allowExternalHelp: 'Enable bids from drivers outside your preferred network',
} as const;

/** Manual publishing asks for confirmation and whether drivers outside the network may bid. */
const PublishDialog = observer(function PublishDialog({
  presenter,
}: {
  presenter: CreateJobPresenter;
}) {
  const busy = presenter.publishing.pending;
  return (
    <Dialog
      open={presenter.confirmOpen}
      onClose={presenter.cancelConfirm}
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
          {publishSummary(presenter.values, presenter.vehicles.data).map((line) => (
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
              checked={presenter.allowExternalDrivers}
              onChange={(event) => presenter.setAllowExternalDrivers(event.target.checked)}
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
        <UploadProgress id="publish-dialog-upload" percent={presenter.uploadPercent} />
        <Button onClick={presenter.cancelConfirm} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void presenter.publish()} disabled={busy}>
          {busy ? 'Publishing…' : 'Publish Job'}
        </Button>
      </DialogActions>
    </Dialog>
  );
});

export default PublishDialog;

/**
 * What the shipper is about to publish, shown before it can no longer be edited: the route, the
 * pickup, the load and the vehicle, as the form holds them.
 */
function publishSummary(values: LoadFormValues, vehicles: readonly Vehicle[] | undefined) {
  const items = Number(values.itemCount);
  const weight = formatNumber(Number(values.weight), 0, 1);
  const pickup = [formatDate(values.pickupDate), formatTime(values.pickupTime)];
  const vehicle = vehicles?.find((v) => v.id === values.vehicleId);
  return [
    { label: 'Route', value: `${values.pickupAddress.trim()} → ${values.deliveryAddress.trim()}` },
    { label: 'Pickup', value: pickup.filter(Boolean).join(', ') },
    { label: 'Load', value: `${weight} kg, ${items} ${items === 1 ? 'item' : 'items'}` },
    { label: 'Vehicle', value: vehicle?.name ?? 'Any vehicle' },
  ];
}
