import Typography from '@mui/material/Typography';

/** Placeholder until the Load History screen lands (its own issue). */
export default function HistoryScreen() {
  return <Typography component="h1" variant="h2">Load History</Typography>;
}
