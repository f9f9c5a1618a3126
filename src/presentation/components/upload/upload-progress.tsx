import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** How much of an upload has gone out, while files are being sent; nothing otherwise. */
export function UploadProgress({ id, percent }: { id: string; percent: number | null }) {
  if (percent === null) return null;
  return (
    <Box sx={{ minWidth: 200 }}>
      <LinearProgress variant="determinate" value={percent} aria-labelledby={id} />
      <Typography id={id} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        Uploading files: {percent}%
      </Typography>
    </Box>
  );
}
