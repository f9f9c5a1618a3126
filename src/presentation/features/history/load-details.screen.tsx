import Typography from '@mui/material/Typography';

/** Placeholder until the Load Details screen lands (its own issue). */
export default function LoadDetailsScreen() {
  return <Typography component="h1" variant="h2">Load Details</Typography>;
}
