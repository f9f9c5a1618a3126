import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { usePresenter } from '../../../di/container-context';
import { WaitingListPresenterToken } from '../../../di/modules/auth.module';

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
        <TextField
          id="waitlist-name"
          label="Name"
          autoComplete="name"
          required
          value={presenter.name}
          onChange={(e) => presenter.setName(e.target.value)}
          error={Boolean(failure)}
          slotProps={{ htmlInput: { 'aria-describedby': describedBy } }}
        />
        <TextField
          id="waitlist-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={presenter.email}
          onChange={(e) => presenter.setEmail(e.target.value)}
          error={Boolean(failure)}
          slotProps={{ htmlInput: { 'aria-describedby': describedBy } }}
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
