import Typography from '@mui/material/Typography';

/** Placeholder until the Bid History screen lands (its own issue). */
export default function BidHistoryScreen() {
  return <Typography component="h1" variant="h2">Bid History</Typography>;
}
