import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import {
  MARKER_GLYPHS,
  MARKER_LABELS,
  markerColour,
  type RouteMarkerKind,
} from './route-map-colours';

/** The map legend: Pickup (green), Current (blue, when the driver is shown), Delivery (red). */
export function RouteMapLegend({ showCurrent }: { showCurrent: boolean }) {
  const theme = useTheme();
  const kinds: RouteMarkerKind[] = showCurrent
    ? ['pickup', 'current', 'delivery']
    : ['pickup', 'delivery'];
  return (
    <Box
      component="ul"
      aria-label="Map legend"
      sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, p: 0 }}
    >
      {kinds.map((kind) => {
        const colour = markerColour(theme, kind);
        return (
          <Box component="li" key={kind} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box
              aria-hidden
              sx={{
                width: 22,
                height: 22,
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
            <Typography variant="body2">{MARKER_LABELS[kind]}</Typography>
          </Box>
        );
      })}
    </Box>
  );
}
