import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import type { PasswordStrength } from '../../../domain/auth/password-rules';
import { usePresenter } from '../../app/container';
import { PasswordField } from './password-field';
import { AUTH_VIEW_PATHS } from './auth-views';
import { ResetPasswordPresenterToken } from '../../tokens';
import visuallyHidden from '@mui/utils/visuallyHidden';

const METER_COLOUR: Record<PasswordStrength, 'error' | 'warning' | 'info' | 'success'> = {
  'Too short': 'error',
  Weak: 'warning',
  Good: 'info',
  Strong: 'success',
};

/**
 * Reset password. The token and e-mail come from the link and leave the address bar at once (a
 * router replace, which is `history.replaceState`), so they stay out of the browser's history,
 * and the page sends no referrer (decision Q12; see app/referrer-policy.ts). New password,
 * confirm, strength meter, requirements; then 'Password Reset!'.
 */
export const ResetPasswordView = observer(function ResetPasswordView() {
  const presenter = usePresenter(ResetPasswordPresenterToken);
  const location = useLocation();
  const navigate = useNavigate();
  const [link] = useState(() => {
    const params = new URLSearchParams(location.search);
    return { token: params.get('token'), email: params.get('email') };
  });

  useEffect(() => {
    presenter.open(link.token, link.email);
  }, [presenter, link]);
  useEffect(() => {
    if (location.search) void navigate(AUTH_VIEW_PATHS['reset-password'], { replace: true });
  }, [location.search, navigate]);

  if (!presenter.opened) return null;

  if (presenter.done) {
    return (
      <Box component="section" aria-labelledby="reset-done-title">
        <Typography id="reset-done-title" component="h1" variant="h2" gutterBottom>
          Password Reset!
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }} role="status">
          Your password has been changed. Sign in with your new password.
        </Typography>
        <Button
          component={RouterLink}
          to={AUTH_VIEW_PATHS.signin}
          variant="contained"
          size="large"
          fullWidth
        >
          Continue to Sign In
        </Button>
      </Box>
    );
  }

  if (!presenter.token) {
    return (
      <Box component="section" aria-labelledby="reset-title">
        <Typography id="reset-title" component="h1" variant="h2" gutterBottom>
          Reset your password
        </Typography>
        <Alert severity="warning" sx={{ mb: 3 }}>
          This reset link is incomplete. Open the link from your e-mail again, or request a new
          password reset link.
        </Alert>
        <Button
          component={RouterLink}
          to={AUTH_VIEW_PATHS['forgot-password']}
          variant="contained"
          fullWidth
        >
          Request a new link
        </Button>
      </Box>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void presenter.submit();
  };
  const strength = presenter.strength;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="reset-title">
      <Typography id="reset-title" component="h1" variant="h2" gutterBottom>
        Choose a new password
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Pick a password you do not use anywhere else.
      </Typography>
      {presenter.failure && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {presenter.failure}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <PasswordField
            id="reset-password"
            label="New Password"
            value={presenter.password}
            onChange={presenter.setPassword}
            visible={presenter.passwordVisible}
            onToggleVisible={presenter.togglePasswordVisible}
            error={presenter.errors.password}
            autoComplete="new-password"
          />
          <Box sx={{ mt: 1.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
              <Typography variant="body2" id="reset-strength-label">
                Password strength
              </Typography>
              <Typography
                variant="body2"
                sx={{ fontWeight: 650 }}
                aria-live="polite"
                data-testid="strength-label"
              >
                {strength ?? '—'}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={presenter.strengthPercent}
              color={strength ? METER_COLOUR[strength] : 'inherit'}
              aria-labelledby="reset-strength-label"
              aria-valuetext={strength ?? 'No password yet'}
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Box>
          <Box
            component="ul"
            aria-label="Password requirements"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 0.5 }}
          >
            {presenter.requirements.map((r) => (
              <Box
                component="li"
                key={r.label}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  color: r.met ? 'success.main' : 'text.secondary',
                }}
              >
                {r.met ? (
                  <CheckCircle fontSize="small" aria-hidden />
                ) : (
                  <RadioButtonUnchecked fontSize="small" aria-hidden />
                )}
                <Typography variant="body2" component="span">
                  {r.label}
                  <Box component="span" sx={visuallyHidden}>
                    {r.met ? ' (met)' : ' (not met yet)'}
                  </Box>
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
        <PasswordField
          id="reset-confirm"
          label="Confirm Password"
          value={presenter.confirmPassword}
          onChange={presenter.setConfirmPassword}
          visible={presenter.confirmVisible}
          onToggleVisible={presenter.toggleConfirmVisible}
          error={presenter.errors.confirmPassword}
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={presenter.busy}>
          {presenter.busy ? 'Resetting…' : 'Reset Password'}
        </Button>
        <Button component={RouterLink} to={AUTH_VIEW_PATHS.signin} variant="text" fullWidth>
          Back to Sign In
        </Button>
      </Box>
    </Box>
  );
});
