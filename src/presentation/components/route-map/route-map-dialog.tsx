import { useId, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useMediaMatch } from '../use-media-match';
import type { MaybeLatLng } from '../../../domain/shared/geo';
import { MAP_MESSAGES, checkRoute } from '../../../domain/trip/trip-route';
import { RouteMapPanel } from './route-map-panel';
import type { RouteMarkerKind } from './route-map-colours';
import { MarkerDot } from './route-map-legend';
import ui from '../../styles/ui.module.css';
import css from './route-map-dialog.module.css';

/** Below MUI's sm breakpoint (theme.breakpoints.down('sm')): a phone. */
const PHONE = '(max-width:599.95px)';

export interface RouteMapStop {
  readonly address: string;
  readonly location: MaybeLatLng | null;
}

/** A route as the dialog shows it: its title, both stops, and the driver's position if known. */
export interface RouteMapRoute {
  readonly title: string;
  readonly pickup: RouteMapStop;
  readonly delivery: RouteMapStop;
  readonly current?: MaybeLatLng | null;
}

export interface RouteMapDialogProps extends RouteMapRoute {
  open: boolean;
  onClose(): void;
}

/**
 * The route preview dialog: pickup and delivery addresses and the route map with its legend;
 * 'Map unavailable - missing coordinates' when a stop has no coordinates and 'Invalid coordinates
 * provided' for non-finite or out-of-range ones, rather than guessing a fix such as flipping a
 * sign.
 * Load it lazily (see `LazyRouteMapDialog`): it brings the map code with it.
 */
export default function RouteMapDialog({
  open,
  onClose,
  title,
  pickup,
  delivery,
  current,
}: RouteMapDialogProps) {
  const fullScreen = useMediaMatch(PHONE);
  const titleId = useId();
  const [pLat, pLng] = [pickup.location?.lat ?? null, pickup.location?.lng ?? null];
  const [dLat, dLng] = [delivery.location?.lat ?? null, delivery.location?.lng ?? null];
  const [cLat, cLng] = [current?.lat ?? null, current?.lng ?? null];
  const check = useMemo(
    () => checkRoute({ lat: pLat, lng: pLng }, { lat: dLat, lng: dLng }, { lat: cLat, lng: cLng }),
    [pLat, pLng, dLat, dLng, cLat, cLng],
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {/* Focusable so a keyboard can scroll it when it overflows (axe scrollable-region-focusable). */}
      <DialogContent tabIndex={0} className={css.content}>
        <ul aria-label="Stops" className={`${ui.plainList} ${css.stops}`}>
          <Stop kind="pickup" label="Pickup" address={pickup.address} />
          <Stop kind="delivery" label="Delivery" address={delivery.address} />
        </ul>
        {check.kind === 'missing' && (
          <Alert severity="info">{MAP_MESSAGES.missingCoordinates}</Alert>
        )}
        {check.kind === 'invalid' && (
          <Alert severity="error">{MAP_MESSAGES.invalidCoordinates}</Alert>
        )}
        {check.kind === 'ok' && (
          <>
            {check.currentInvalid && (
              <Alert severity="warning">Driver location: {MAP_MESSAGES.invalidCoordinates}</Alert>
            )}
            <RouteMapPanel points={check.points} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Stop({ kind, label, address }: { kind: RouteMarkerKind; label: string; address: string }) {
  return (
    <li className={css.stop}>
      <MarkerDot kind={kind} className={css.marker} />
      <div>
        <span className={`${ui.caption} ${ui.muted} ${css.stopLabel}`}>{label}</span>
        <p className={`${ui.body2} ${ui.anywhere}`}>{address || 'Address not given'}</p>
      </div>
    </li>
  );
}
