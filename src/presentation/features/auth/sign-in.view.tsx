import { useEffect, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { usePresenter } from '../../app/container';
import { TextInput } from '../../components/fields/text-input';
import { useAuthOutcome, useRedirect, withRedirect } from './auth-links';
import { PasswordField } from './password-field';
import { AUTH_VIEW_PATHS, type AuthNavigation } from './auth-views';
import { SignInPresenterToken } from '../../tokens';

/** Sign in: e-mail, password with show/hide, and the Forgot Password and Sign Up links. */
export const SignInView = observer(function SignInView() {
  const presenter = usePresenter(SignInPresenterToken);
  const location = useLocation();
  const redirect = useRedirect();
  useAuthOutcome(presenter);
  const notice = (location.state as { notice?: AuthNavigation['notice'] } | null)?.notice;

  useEffect(() => {
    if (notice) presenter.prefill(notice.email, notice.message);
  }, [notice, presenter]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void presenter.submit(redirect);
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="signin-title">
      <Typography id="signin-title" component="h1" variant="h2" gutterBottom>
        Sign in
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Welcome back. Sign in to post loads and review bids.
      </Typography>
      {presenter.endedNotice && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {presenter.endedNotice}
        </Alert>
      )}
      {presenter.notice && (
        <Alert severity="info" sx={{ mb: 2 }} role="status">
          {presenter.notice}
        </Alert>
      )}
      {presenter.failure && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {presenter.failure}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2 }}>
        <TextInput
          id="signin-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          fullWidth
          value={presenter.email}
          onChange={(e) => presenter.setEmail(e.target.value)}
          error={Boolean(presenter.errors.email)}
          helperText={presenter.errors.email}
        />
        <PasswordField
          id="signin-password"
          label="Password"
          value={presenter.password}
          onChange={presenter.setPassword}
          visible={presenter.passwordVisible}
          onToggleVisible={presenter.togglePasswordVisible}
          error={presenter.errors.password}
          autoComplete="current-password"
        />
        <Box sx={{ textAlign: 'right', mt: -1 }}>
          <Link component={RouterLink} to={AUTH_VIEW_PATHS['forgot-password']} variant="body2">
            Forgot Password?
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={presenter.busy}>
          {presenter.busy ? 'Signing in…' : 'Sign In'}
        </Button>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }} variant="body2">
        New to Bidhaul?{' '}
        <Link
          component={RouterLink}
          to={withRedirect(AUTH_VIEW_PATHS.signup, redirect)}
          sx={{ fontWeight: 600 }}
        >
          Sign Up
        </Link>
      </Typography>
    </Box>
  );
});
