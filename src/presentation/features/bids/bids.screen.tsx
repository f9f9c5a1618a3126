import Typography from '@mui/material/Typography';

/** Placeholder until the Select a Bid screen lands (its own issue). */
export default function BidsScreen() {
  return <Typography component="h1" variant="h2">Select a Bid</Typography>;
}
