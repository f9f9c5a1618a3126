import Typography from '@mui/material/Typography';

/** Placeholder until the Sign in screen lands (its own issue). */
export default function AuthScreen() {
  return <Typography component="h1" variant="h2">Sign in</Typography>;
}
