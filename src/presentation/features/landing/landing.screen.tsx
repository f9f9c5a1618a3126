import Typography from '@mui/material/Typography';

/** Placeholder until the Bidhaul screen lands (its own issue). */
export default function LandingScreen() {
  return <Typography component="h1" variant="h2">Bidhaul</Typography>;
}
