import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import { AUTH_PATHS } from '../../../features';
import { usePresenter } from '../../app/container';
import { TextInput } from '../../components/fields/text-input';
import {
  AuthFailure,
  AuthForm,
  AuthHeading,
  AuthSubmit,
  PasswordField,
  useAuthOutcome,
  useRedirect,
  withRedirect,
  type AuthNavigation,
} from './auth-form';
import { SignInPresenter } from './sign-in.presenter';
import ui from '../../styles/ui.module.css';
import auth from './auth.module.css';

/** Sign in: e-mail, password with show/hide, and the Forgot Password and Sign Up links. */
export const SignInView = observer(function SignInView() {
  const presenter = usePresenter(SignInPresenter);
  const location = useLocation();
  const redirect = useRedirect();
  useAuthOutcome(presenter);
  const notice = (location.state as { notice?: AuthNavigation['notice'] } | null)?.notice;

  useEffect(() => {
    if (notice) presenter.prefill(notice.email, notice.message);
  }, [notice, presenter]);

  return (
    <AuthForm titleId="signin-title" onSubmit={() => void presenter.submit(redirect)}>
      <AuthHeading
        id="signin-title"
        title="Sign in"
        lead="Welcome back. Sign in to post loads and review bids."
      />
      {presenter.endedNotice && (
        <Alert severity="info" className={auth.message}>
          {presenter.endedNotice}
        </Alert>
      )}
      {presenter.notice && (
        <Alert severity="info" className={auth.message} role="status">
          {presenter.notice}
        </Alert>
      )}
      <AuthFailure message={presenter.request.error} />
      <div className={auth.fields}>
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
          error={presenter.errors.password}
          autoComplete="current-password"
        />
        <div className={auth.forgot}>
          <RouterLink to={AUTH_PATHS['forgot-password']} className={`${ui.body2} ${ui.link}`}>
            Forgot Password?
          </RouterLink>
        </div>
        <AuthSubmit pending={presenter.request.pending} label="Sign In" busyLabel="Signing in…" />
      </div>
      <p className={`${ui.body2} ${auth.switch}`}>
        New to Bidhaul?{' '}
        <RouterLink to={withRedirect(AUTH_PATHS.signup, redirect)} className={ui.link}>
          Sign Up
        </RouterLink>
      </p>
    </AuthForm>
  );
});
