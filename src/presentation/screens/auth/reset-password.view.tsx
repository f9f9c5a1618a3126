import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { AuthSubmit } from './auth-layout';
import LinearProgress from '@mui/material/LinearProgress';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import type { PasswordStrength } from '../../../domain/auth/password-rules';
import { usePresenter } from '../../app/container';
import { PasswordField } from './password-field';
import { AUTH_PATHS } from '../../../features';
import ui from '../../styles/ui.module.css';
import auth from './auth.module.css';
import css from './reset-password.view.module.css';
import { ResetPasswordPresenter } from './reset-password.presenter';
import { ScreenHeading } from '../../app/screen-arrival';

const METER_COLOUR: Record<PasswordStrength, 'error' | 'warning' | 'info' | 'success'> = {
  'Too short': 'error',
  Weak: 'warning',
  Good: 'info',
  Strong: 'success',
};

const MET_ICON = <CheckCircle fontSize="small" aria-hidden />;
const UNMET_ICON = <RadioButtonUnchecked fontSize="small" aria-hidden />;

/**
 * Reset password. The token and e-mail come from the link and leave the address bar at once (a
 * router replace, which is `history.replaceState`), so they stay out of the browser's history,
 * and the page sends no referrer (decision Q12; see app/referrer-policy.ts). New password,
 * confirm, strength meter, requirements; then 'Password Reset!'.
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
        <ScreenHeading id="reset-done-title" className={`${ui.h2} ${auth.title}`}>
          Password Reset!
        </ScreenHeading>
        <p className={`${ui.body1} ${ui.muted} ${auth.lead}`} role="status">
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
        <ScreenHeading id="reset-title" className={`${ui.h2} ${auth.title}`}>
          Reset your password
        </ScreenHeading>
        <Alert severity="warning" className={auth.lead}>
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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void presenter.submit();
  };
  const strength = presenter.strength;

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="reset-title">
      <ScreenHeading id="reset-title" className={`${ui.h2} ${auth.title}`}>
        Choose a new password
      </ScreenHeading>
      <p className={`${ui.body1} ${ui.muted} ${auth.lead}`}>
        Pick a password you do not use anywhere else.
      </p>
      {presenter.failure && (
        <Alert severity="error" className={auth.message} role="alert">
          {presenter.failure}
        </Alert>
      )}
      <div className={auth.fields}>
        <div>
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
              <li key={r.label} className={r.met ? css.met : css.unmet}>
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
          visible={presenter.confirmVisible}
          onToggleVisible={presenter.toggleConfirmVisible}
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
    </form>
  );
});
