import Typography from '@mui/material/Typography';

/** Placeholder until the My Trips screen lands (its own issue). */
export default function TripsScreen() {
  return <Typography component="h1" variant="h2">My Trips</Typography>;
}
