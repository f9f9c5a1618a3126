import { useId, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMediaMatch } from '../use-media-match';
import { useTheme } from '@mui/material/styles';
import type { MaybeLatLng } from '../../../domain/shared/geo';
import { MAP_MESSAGES, checkRoute } from '../../../domain/trip/trip-route';
import { RouteMapPanel } from './route-map-panel';
import { MARKER_GLYPHS, markerColour, type RouteMarkerKind } from './route-map-colours';

export interface RouteMapStop {
  readonly address: string;
  readonly location: MaybeLatLng | null;
}

export interface RouteMapDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  pickup: RouteMapStop;
  delivery: RouteMapStop;
  current?: MaybeLatLng | null;
}

/**
 * The route preview dialog: pickup and delivery addresses and the route map with its legend;
 * 'Map unavailable - missing coordinates' when a stop has no coordinates and 'Invalid coordinates
 * provided' for non-finite or out-of-range ones, rather than guessing a fix such as flipping a
 * sign (decision Q6).
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
  const theme = useTheme();
  const fullScreen = useMediaMatch(theme.breakpoints.down('sm'));
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
      <DialogContent tabIndex={0} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Box
          component="ul"
          aria-label="Stops"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
        >
          <Stop kind="pickup" label="Pickup" address={pickup.address} />
          <Stop kind="delivery" label="Delivery" address={delivery.address} />
        </Box>
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
  const theme = useTheme();
  const colour = markerColour(theme, kind);
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box
        aria-hidden
        sx={{
          flex: '0 0 auto',
          width: 22,
          height: 22,
          mt: 0.25,
          borderRadius: '50%',
          bgcolor: colour,
          color: theme.palette.getContrastText(colour),
          display: 'grid',
          placeItems: 'center',
          fontSize: '0.7rem',
          fontWeight: 700,
        }}
      >
        {MARKER_GLYPHS[kind]}
      </Box>
      <Box>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {label}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {address || 'Address not given'}
        </Typography>
      </Box>
    </Box>
  );
}
