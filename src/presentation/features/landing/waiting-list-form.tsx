import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import { Text } from './landing-text';
import { styled } from '@mui/material/styles';
import { usePresenter } from '../../app/container';
import { ActionButton } from './landing-actions';
import { WaitingListPresenterToken } from '../../tokens';

interface LandingFieldProps {
  id: string;
  label: string;
  type?: string;
  autoComplete: string;
  value: string;
  onChange(value: string): void;
  error: boolean;
  describedBy: string | undefined;
}

const FieldLabel = styled('label')(({ theme }) => ({
  display: 'block',
  marginBottom: theme.spacing(0.75),
  fontWeight: 600,
  color: theme.palette.text.primary,
}));

const FieldInput = styled('input')(({ theme }) => {
  const outline =
    theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)';
  return {
    boxSizing: 'border-box',
    width: '100%',
    height: 56,
    padding: theme.spacing(0, 1.75),
    font: 'inherit',
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${outline}`,
    borderRadius: theme.shape.borderRadius,
    '&:hover': { borderColor: theme.palette.text.primary },
    '&:focus': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: -2,
      borderColor: theme.palette.primary.main,
    },
    '&[aria-invalid="true"]': { borderColor: theme.palette.error.main },
    '&[aria-invalid="true"]:focus': { outlineColor: theme.palette.error.main },
  };
});

/**
 * A required text field with its label above: a native input styled from the theme. MUI's input
 * parts (InputBase, its autosizing textarea, the floating label and its outline) would add about
 * 9 KB gzip to the landing page, which is part of the entry download every first visit waits for.
 */
function LandingField({
  id,
  label,
  type = 'text',
  autoComplete,
  value,
  onChange,
  error,
  describedBy,
}: LandingFieldProps) {
  return (
    <div>
      <FieldLabel htmlFor={id}>
        {label}
        <span aria-hidden> *</span>
      </FieldLabel>
      <FieldInput
        id={id}
        name={id}
        type={type}
        required
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error}
        aria-describedby={describedBy}
      />
    </div>
  );
}

/**
 * Name, e-mail and Join Waiting List, with the error and thank-you texts. Kept light (no Alert, no
 * icons) for the same reason as the fields.
 */
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
      <Text id="waitlist-title" component="h2" variant="h2" gutterBottom>
        Join the beta
      </Text>
      <Text color="text.secondary" sx={{ mb: 2.5 }}>
        We are opening Bidhaul to shippers in small groups. Leave your name and email and we will
        invite you.
      </Text>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr auto' },
          alignItems: 'end',
        }}
      >
        <LandingField
          id="waitlist-name"
          label="Name"
          autoComplete="name"
          value={presenter.name}
          onChange={presenter.setName}
          error={Boolean(failure)}
          describedBy={describedBy}
        />
        <LandingField
          id="waitlist-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={presenter.email}
          onChange={presenter.setEmail}
          error={Boolean(failure)}
          describedBy={describedBy}
        />
        <ActionButton
          type="submit"
          look={{ variant: 'contained', large: true }}
          disabled={presenter.busy}
          sx={{ minHeight: 56, px: 3 }}
        >
          {presenter.busy ? 'Joining…' : 'Join Waiting List'}
        </ActionButton>
      </Box>
      <Box aria-live="polite" sx={{ mt: 1.5, minHeight: 24 }}>
        {failure && (
          <Text id="waitlist-error" role="alert" color="error" sx={{ fontWeight: 600 }}>
            {failure}
          </Text>
        )}
        {presenter.success && (
          <Text role="status" color="success.main" sx={{ fontWeight: 600 }}>
            {presenter.success}
          </Text>
        )}
      </Box>
    </Box>
  );
});
