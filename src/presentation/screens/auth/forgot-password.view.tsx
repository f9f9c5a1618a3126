import { useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { AUTH_PATHS } from '../../../features';
import { usePresenter } from '../../app/container';
import { TextInput } from '../../components/fields/text-input';
import {
  AuthFailure,
  AuthForm,
  AuthHeading,
  AuthSubmit,
  useRedirect,
  withRedirect,
} from './auth-form';
import { ForgotPasswordPresenter } from './forgot-password.presenter';
import ui from '../../styles/ui.module.css';
import auth from './auth.module.css';

/**
 * Forgot password: the e-mail, then 'Check your email' with 'Send another email' and 'Back to
 * Sign In'.
 */
export const ForgotPasswordView = observer(function ForgotPasswordView() {
  const presenter = usePresenter(ForgotPasswordPresenter);
  const emailInput = useRef<HTMLInputElement | null>(null);
  const signInPath = withRedirect(AUTH_PATHS.signin, useRedirect());

  if (presenter.sentTo) {
    return (
      <section aria-labelledby="forgot-sent-title">
        <AuthHeading id="forgot-sent-title" title="Check your email" />
        <p className={`${ui.body1} ${auth.sentTo}`} role="status">
          If an account exists for <strong className={ui.anywhere}>{presenter.sentTo}</strong>, we
          have sent it a link to reset the password.
        </p>
        <p className={`${ui.body1} ${ui.muted} ${auth.lead}`}>
          The link expires in 24 hours. Check your spam folder if it has not arrived in a few
          minutes.
        </p>
        <div className={auth.actions}>
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
        </div>
      </section>
    );
  }

  return (
    <AuthForm titleId="forgot-title" onSubmit={() => void presenter.submit(window.location.origin)}>
      <AuthHeading
        id="forgot-title"
        title="Forgot your password?"
        lead="Enter the email you signed up with and we will send you a link to choose a new password. The link expires in 24 hours."
      />
      <AuthFailure message={presenter.request.error} />
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
      <AuthSubmit
        pending={presenter.request.pending}
        label="Send Reset Link"
        busyLabel="Sending…"
        disabled={!presenter.canSubmit}
        className={auth.send}
      />
      <Button component={RouterLink} to={signInPath} variant="text" fullWidth className={auth.back}>
        Back to Sign In
      </Button>
    </AuthForm>
  );
});
