import { useDeferredValue, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
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
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { ProfileField } from '../../../domain/profile/profile-rules';
import { AddressField } from '../../components/address-field/address-field';
import { TextInput } from '../../components/fields/text-input';
import type { EditProfilePresenter } from './edit-profile.presenter';
import { ProfilePhotoField } from './profile-photo-field';

const DASHBOARD_PATH = '/dashboard';

/** Spec §2.13 Edit Profile. */
export const EditProfileView = observer(function EditProfileView({
  presenter,
}: {
  presenter: EditProfilePresenter;
}) {
  const navigate = useNavigate();
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);

  /** Leaving with unsaved edits asks first (docs/spec-decisions.md). */
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
          <Button color="error" onClick={() => void navigate(DASHBOARD_PATH)}>
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
  // The form follows the presenter one render late: MobX re-renders at once, in one task, while
  // React renders a deferred value in slices that yield to the browser (issue 3: blocking time).
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

const ProfileForm = observer(function ProfileForm({
  presenter,
  onCancel,
}: {
  presenter: EditProfilePresenter;
  onCancel: () => void;
}) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void presenter.save();
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={onSubmit}
      aria-label="Profile"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Section id="profile-photo-heading" title="Profile photo">
        <ProfilePhotoField presenter={presenter} />
      </Section>
      <Divider sx={{ my: 3 }} />
      <Section id="profile-personal-heading" title="Personal details">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <ProfileTextField
            presenter={presenter}
            field="firstName"
            label="First Name"
            required
            autoComplete="given-name"
          />
          <ProfileTextField
            presenter={presenter}
            field="lastName"
            label="Last Name"
            required
            autoComplete="family-name"
          />
          <ProfileTextField
            presenter={presenter}
            field="email"
            label="Email Address"
            required
            type="email"
            autoComplete="email"
          />
          <ProfileTextField
            presenter={presenter}
            field="phoneNumber"
            label="Phone Number"
            type="tel"
            autoComplete="tel-national"
            inputMode="numeric"
            hint="10 digits, numbers only"
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <ProfileAddressField presenter={presenter} />
          </Box>
        </Box>
      </Section>
      <Divider sx={{ my: 3 }} />
      <Section id="profile-business-heading" title="Business">
        <Stack spacing={2}>
          <ProfileTextField presenter={presenter} field="businessType" label="Business Type" />
          <ProfileTextField
            presenter={presenter}
            field="businessDescription"
            label="Business Description"
            multiline
          />
        </Stack>
      </Section>
      <FormActions presenter={presenter} onCancel={onCancel} />
    </Paper>
  );
});

/** One field, observing only its own value and error (typing re-renders one field). */
const ProfileTextField = observer(function ProfileTextField({
  presenter,
  field,
  label,
  required,
  type,
  autoComplete,
  inputMode,
  hint,
  multiline,
}: {
  presenter: EditProfilePresenter;
  field: ProfileField;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric';
  hint?: string;
  multiline?: boolean;
}) {
  const error = presenter.errors[field];
  return (
    <TextInput
      id={`profile-${field}`}
      name={field}
      label={label}
      required={required}
      type={type}
      autoComplete={autoComplete}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      fullWidth
      value={presenter.form[field]}
      onChange={(event) => presenter.setField(field, event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
      disabled={presenter.saving}
      htmlInput={inputMode ? { inputMode } : undefined}
    />
  );
});

const ProfileAddressField = observer(function ProfileAddressField({
  presenter,
}: {
  presenter: EditProfilePresenter;
}) {
  return (
    <AddressField
      id="profile-address"
      name="address"
      label="Address"
      value={presenter.form.address}
      onChange={(value) => presenter.setField('address', value)}
      onPick={presenter.pickAddress}
      error={presenter.errors.address}
      helperText="Start typing to see UK addresses."
      showPoweredBy
      disabled={presenter.saving}
    />
  );
});

const FormActions = observer(function FormActions({
  presenter,
  onCancel,
}: {
  presenter: EditProfilePresenter;
  onCancel: () => void;
}) {
  return (
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      spacing={1.5}
      sx={{ justifyContent: 'flex-end', mt: 3 }}
    >
      <Button variant="outlined" onClick={onCancel} disabled={presenter.saving}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" disabled={!presenter.canSave}>
        {presenter.saving ? 'Saving...' : 'Save Changes'}
      </Button>
    </Stack>
  );
});

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h4" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
