import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/** Shown while a screen's chunk loads; keeps its place so nothing jumps. */
export function ScreenFallback() {
  return (
    <Box role="status" aria-label="Loading" sx={{ minHeight: '60vh', pt: 1 }}>
      <LinearProgress aria-label="Loading" />
    </Box>
  );
}
