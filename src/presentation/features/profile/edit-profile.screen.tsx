import Typography from '@mui/material/Typography';

/** Placeholder until the Edit Profile screen lands (its own issue). */
export default function EditProfileScreen() {
  return <Typography component="h1" variant="h2">Edit Profile</Typography>;
}
