import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

/** The bare MUI page's content: an app bar, and a card with a text field and a button. */
export function FloorPage({ onContinue }: { readonly onContinue?: () => void }) {
  return (
    <>
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6" component="h1">
            Bidhaul
          </Typography>
        </Toolbar>
      </AppBar>
      <Card sx={{ m: 2 }}>
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            Post a delivery
          </Typography>
          <TextField label="Pickup address" fullWidth margin="normal" />
          <Button variant="contained" onClick={onContinue}>
            Continue
          </Button>
        </CardContent>
      </Card>
    </>
  );
}
