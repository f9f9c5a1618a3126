import Typography from '@mui/material/Typography';

/** Placeholder until the Dashboard screen lands (its own issue). */
export default function DashboardScreen() {
  return <Typography component="h1" variant="h2">Dashboard</Typography>;
}
