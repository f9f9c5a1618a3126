import Typography from '@mui/material/Typography';

/** Placeholder until the Create Job screen lands (its own issue). */
export default function CreateJobScreen() {
  return <Typography component="h1" variant="h2">Create Job</Typography>;
}
