import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { AUTH_PATHS } from '../../../features';
import type { PasswordStrength } from '../../../domain/auth/password-rules';
import { usePresenter } from '../../app/container';
import { AuthFailure, AuthForm, AuthHeading, AuthSubmit, PasswordField } from './auth-form';
import { ResetPasswordPresenter } from './reset-password.presenter';
import ui from '../../styles/ui.module.css';
import css from './auth.module.css';

const METER_COLOUR: Record<PasswordStrength, 'error' | 'warning' | 'info' | 'success'> = {
  'Too short': 'error',
  Weak: 'warning',
  Good: 'info',
  Strong: 'success',
};

const MET_ICON = <CheckCircle fontSize="small" aria-hidden />;
const UNMET_ICON = <RadioButtonUnchecked fontSize="small" aria-hidden />;
const MET = `${css.requirement} ${ui.success}`;
const UNMET = `${css.requirement} ${ui.muted}`;

/**
 * Reset password. The token and e-mail come from the link and leave the address bar at once (a
 * router replace, which is `history.replaceState`), so they stay out of the browser's history,
 * and the page sends no referrer (see app/referrer-policy.ts). New password, confirm, strength
 * meter, requirements; then 'Password Reset!'.
 */
export const ResetPasswordView = observer(function ResetPasswordView() {
  const presenter = usePresenter(ResetPasswordPresenter);
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
    if (location.search) void navigate(AUTH_PATHS['reset-password'], { replace: true });
  }, [location.search, navigate]);

  if (!presenter.opened) return null;

  if (presenter.done) {
    return (
      <section aria-labelledby="reset-done-title">
        <AuthHeading id="reset-done-title" title="Password Reset!" />
        <p className={`${ui.body1} ${ui.muted} ${css.lead}`} role="status">
          Your password has been changed. Sign in with your new password.
        </p>
        <Button
          component={RouterLink}
          to={AUTH_PATHS.signin}
          variant="contained"
          size="large"
          fullWidth
        >
          Continue to Sign In
        </Button>
      </section>
    );
  }

  if (!presenter.token) {
    return (
      <section aria-labelledby="reset-title">
        <AuthHeading id="reset-title" title="Reset your password" />
        <Alert severity="warning" className={css.lead}>
          This reset link is incomplete. Open the link from your e-mail again, or request a new
          password reset link.
        </Alert>
        <Button
          component={RouterLink}
          to={AUTH_PATHS['forgot-password']}
          variant="contained"
          fullWidth
        >
          Request a new link
        </Button>
      </section>
    );
  }

  const strength = presenter.strength;
  return (
    <AuthForm titleId="reset-title" onSubmit={() => void presenter.submit()}>
      <AuthHeading
        id="reset-title"
        title="Choose a new password"
        lead="Pick a password you do not use anywhere else."
      />
      <AuthFailure message={presenter.failure} />
      <div className={css.fields}>
        <div>
          <PasswordField
            id="reset-password"
            label="New Password"
            value={presenter.password}
            onChange={presenter.setPassword}
            error={presenter.errors.password}
            autoComplete="new-password"
          />
          <div className={css.strength}>
            <div className={css.strengthRow}>
              <p className={ui.body2} id="reset-strength-label">
                Password strength
              </p>
              <p
                className={`${ui.body2} ${css.strengthValue}`}
                aria-live="polite"
                data-testid="strength-label"
              >
                {strength ?? '—'}
              </p>
            </div>
            <LinearProgress
              variant="determinate"
              value={presenter.strengthPercent}
              color={strength ? METER_COLOUR[strength] : 'inherit'}
              aria-labelledby="reset-strength-label"
              aria-valuetext={strength ?? 'No password yet'}
              className={css.meter}
            />
          </div>
          <ul aria-label="Password requirements" className={`${ui.plainList} ${css.requirements}`}>
            {presenter.requirements.map((r) => (
              <li key={r.label} className={r.met ? MET : UNMET}>
                {r.met ? MET_ICON : UNMET_ICON}
                <span className={ui.body2}>
                  {r.label}
                  <span className={ui.visuallyHidden}>{r.met ? ' (met)' : ' (not met yet)'}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <PasswordField
          id="reset-confirm"
          label="Confirm Password"
          value={presenter.confirmPassword}
          onChange={presenter.setConfirmPassword}
          error={presenter.errors.confirmPassword}
          autoComplete="new-password"
        />
        <AuthSubmit
          pending={presenter.request.pending}
          label="Reset Password"
          busyLabel="Resetting…"
        />
        <Button component={RouterLink} to={AUTH_PATHS.signin} variant="text" fullWidth>
          Back to Sign In
        </Button>
      </div>
    </AuthForm>
  );
});
