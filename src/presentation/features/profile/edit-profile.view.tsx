import { useDeferredValue, useState, type MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { EditProfilePresenter } from './edit-profile.presenter';
import { ProfileForm } from './edit-profile-form';

const DASHBOARD_PATH = '/dashboard';

/** Edit Profile: Back to dashboard, the form, and a question before unsaved edits are dropped. */
export const EditProfileView = observer(function EditProfileView({
  presenter,
}: {
  presenter: EditProfilePresenter;
}) {
  const navigate = useNavigate();
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);

  /** Leaving with unsaved edits asks first, so a stray click loses nothing. */
  const leave = (event?: MouseEvent) => {
    if (presenter.hasChanges) {
      event?.preventDefault();
      setConfirmingDiscard(true);
    } else if (!event) {
      void navigate(DASHBOARD_PATH);
    }
  };

  return (
    <Box sx={{ maxWidth: 820, mx: 'auto' }}>
      <Link
        component={RouterLink}
        to={DASHBOARD_PATH}
        onClick={leave}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mb: 1.5, fontWeight: 600 }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden="true" />
        Back to dashboard
      </Link>
      <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        Edit Profile
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: { xs: 2, sm: 3 } }}>
        The name drivers see, the phone they ring and the business you run.
      </Typography>
      <ProfileBody presenter={presenter} onCancel={() => leave()} />
      <Dialog
        open={confirmingDiscard}
        onClose={() => setConfirmingDiscard(false)}
        aria-labelledby="discard-profile-title"
        aria-describedby="discard-profile-text"
      >
        <DialogTitle id="discard-profile-title">Discard your changes?</DialogTitle>
        <DialogContent>
          <DialogContentText id="discard-profile-text">
            Your edits to the profile have not been saved and will be lost.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmingDiscard(false)} autoFocus>
            Keep editing
          </Button>
          <Button
            color="error"
            onClick={() => {
              presenter.discardEdits();
              void navigate(DASHBOARD_PATH);
            }}
          >
            Discard changes
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
});

const ProfileBody = observer(function ProfileBody({
  presenter,
  onCancel,
}: {
  presenter: EditProfilePresenter;
  onCancel: () => void;
}) {
  const status = presenter.loadStatus;
  // The form follows the presenter one render late: MobX re-renders at once, in one long task that
  // blocks typing and clicks, while React renders a deferred value in slices that yield to the
  // browser.
  const loaded = useDeferredValue(status.kind === 'succeeded');
  if (status.kind === 'failed') {
    return (
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" size="small" onClick={() => void presenter.load()}>
            Retry
          </Button>
        }
      >
        {status.message}
      </Alert>
    );
  }
  if (status.kind !== 'succeeded' || !loaded) return <ProfileSkeleton />;
  return <ProfileForm presenter={presenter} onCancel={onCancel} />;
});

function ProfileSkeleton() {
  return (
    <Paper
      variant="outlined"
      role="status"
      aria-label="Loading your profile"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack direction="row" spacing={2.5} sx={{ alignItems: 'center', mb: 3 }}>
        <Skeleton variant="circular" width={96} height={96} />
        <Skeleton variant="rounded" width={160} height={36} />
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Box>
    </Paper>
  );
}
