import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { usePresenter } from '../../../di/container-context';
import { WaitingListPresenterToken } from '../../../di/modules/landing.module';

interface LightFieldProps {
  id: string;
  label: string;
  type?: string;
  autoComplete: string;
  value: string;
  onChange(value: string): void;
  error: boolean;
  describedBy: string | undefined;
}

/**
 * A required outlined text field built from TextField's own parts: TextField also brings its
 * Select (menu, popover, modal), which the landing page never shows (issue 3: first-visit budget).
 */
function LightField({ id, label, type, autoComplete, value, onChange, error, describedBy }: LightFieldProps) {
  return (
    <FormControl required error={error} fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputProps={{ 'aria-describedby': describedBy }}
      />
    </FormControl>
  );
}

/** Spec §2.3: name, email and Join Waiting List, with the §5 and §8 texts. Kept light (no Alert, no icons). */
export const WaitingListForm = observer(function WaitingListForm() {
  const presenter = usePresenter(WaitingListPresenterToken);
  const failure = presenter.failure;
  const describedBy = failure ? 'waitlist-error' : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void presenter.submit();
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="waitlist-title">
      <Typography id="waitlist-title" component="h2" variant="h2" gutterBottom>
        Join the beta
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        We are opening Bidhaul to shippers in small groups. Leave your name and email and we will
        invite you.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr auto' },
          alignItems: 'start',
        }}
      >
        <LightField
          id="waitlist-name"
          label="Name"
          autoComplete="name"
          value={presenter.name}
          onChange={presenter.setName}
          error={Boolean(failure)}
          describedBy={describedBy}
        />
        <LightField
          id="waitlist-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={presenter.email}
          onChange={presenter.setEmail}
          error={Boolean(failure)}
          describedBy={describedBy}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={presenter.busy}
          sx={{ minHeight: 56, px: 3 }}
        >
          {presenter.busy ? 'Joining…' : 'Join Waiting List'}
        </Button>
      </Box>
      <Box aria-live="polite" sx={{ mt: 1.5, minHeight: 24 }}>
        {failure && (
          <Typography id="waitlist-error" role="alert" color="error" sx={{ fontWeight: 600 }}>
            {failure}
          </Typography>
        )}
        {presenter.success && (
          <Typography role="status" color="success.main" sx={{ fontWeight: 600 }}>
            {presenter.success}
          </Typography>
        )}
      </Box>
    </Box>
  );
});
