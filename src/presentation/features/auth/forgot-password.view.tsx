import { useRef, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { usePresenter } from '../../app/container';
import { TextInput } from '../../components/fields/text-input';
import { useRedirect, withRedirect } from './auth-links';
import { AUTH_VIEW_PATHS } from './auth-views';
import { ForgotPasswordPresenterToken } from '../../tokens';

/**
 * Forgot password: the e-mail, then 'Check your email' with 'Send another email' and 'Back to
 * Sign In'.
 */
export const ForgotPasswordView = observer(function ForgotPasswordView() {
  const presenter = usePresenter(ForgotPasswordPresenterToken);
  const redirect = useRedirect();
  const emailInput = useRef<HTMLInputElement | null>(null);
  const signInPath = withRedirect(AUTH_VIEW_PATHS.signin, redirect);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void presenter.submit(window.location.origin);
  };

  if (presenter.sentTo) {
    return (
      <Box aria-labelledby="forgot-sent-title" component="section">
        <Typography id="forgot-sent-title" component="h1" variant="h2" gutterBottom>
          Check your email
        </Typography>
        <Typography sx={{ mb: 1 }} role="status">
          If an account exists for{' '}
          <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
            {presenter.sentTo}
          </Box>
          , we have sent it a link to reset the password.
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          The link expires in 24 hours. Check your spam folder if it has not arrived in a few
          minutes.
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Button
            variant="outlined"
            size="large"
            onClick={() => {
              presenter.sendAnother();
              requestAnimationFrame(() => emailInput.current?.focus());
            }}
          >
            Send another email
          </Button>
          <Button component={RouterLink} to={signInPath} variant="contained" size="large">
            Back to Sign In
          </Button>
        </Box>
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="forgot-title">
      <Typography id="forgot-title" component="h1" variant="h2" gutterBottom>
        Forgot your password?
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Enter the email you signed up with and we will send you a link to choose a new password. The
        link expires in 24 hours.
      </Typography>
      {presenter.failure && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {presenter.failure}
        </Alert>
      )}
      <TextInput
        id="forgot-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        fullWidth
        inputRef={emailInput}
        value={presenter.email}
        onChange={(e) => presenter.setEmail(e.target.value)}
        error={Boolean(presenter.emailError)}
        helperText={presenter.emailError}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!presenter.canSubmit}
        sx={{ mt: 2.5 }}
      >
        {presenter.busy ? 'Sending…' : 'Send Reset Link'}
      </Button>
      <Button component={RouterLink} to={signInPath} variant="text" fullWidth sx={{ mt: 1.5 }}>
        Back to Sign In
      </Button>
    </Box>
  );
});
