import Typography from '@mui/material/Typography';

/** Placeholder until the My Active Loads screen lands (its own issue). */
export default function MyLoadsScreen() {
  return <Typography component="h1" variant="h2">My Active Loads</Typography>;
}
