import { useRef, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { AuthSubmit } from './auth-layout';
import { OTP_EXPIRY_MINUTES, OTP_LENGTH } from '../../../domain/auth/otp-code';
import { usePresenter } from '../../app/container';
import { useAuthOutcome, useRedirect } from './auth-links';
import ui from '../../styles/ui.module.css';
import auth from './auth.module.css';
import css from './verify-email.view.module.css';
import { VerifyEmailPresenter } from './verify-email.presenter';
import { ScreenHeading } from '../../app/screen-arrival';

/**
 * Email verification: four single-digit boxes, Verify Code, the resend countdown, the 10-minute
 * expiry text and back to sign in. Works by keyboard alone.
 */
export const VerifyEmailView = observer(function VerifyEmailView() {
  const presenter = usePresenter(VerifyEmailPresenter);
  const redirect = useRedirect();
  useAuthOutcome(presenter);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number | null) => {
    if (index !== null) boxes.current[index]?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void presenter.verify(redirect);
  };
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      focusBox(presenter.backspace(index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };
  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    focusBox(presenter.paste(index, event.clipboardData.getData('text')));
  };
  const onResend = async () => {
    await presenter.resend();
    if (presenter.resendRequest.status.kind === 'succeeded') focusBox(0);
  };

  // Nothing to verify: the view is on its way elsewhere (see the presenter's outcome).
  if (!presenter.email) return null;

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="verify-title">
      <ScreenHeading id="verify-title" className={`${ui.h2} ${auth.title}`}>
        Verify your email
      </ScreenHeading>
      <p className={`${ui.body1} ${ui.muted} ${auth.sentTo}`}>
        We sent a 4-digit code to{' '}
        <strong className={`${auth.address} ${css.email}`}>{presenter.email}</strong>.
      </p>
      <p className={`${ui.body1} ${ui.muted} ${auth.lead}`}>
        The code expires in {OTP_EXPIRY_MINUTES} minutes.
      </p>
      <div
        role="group"
        aria-labelledby="verify-code-label"
        aria-describedby={presenter.failure ? 'verify-error' : undefined}
        className={css.code}
      >
        <p id="verify-code-label" className={css.codeLabel}>
          Verification code
        </p>
        <div className={css.digits}>
          {presenter.boxes.map((digit, index) => (
            <input
              key={index}
              ref={(el) => {
                boxes.current[index] = el;
              }}
              value={digit}
              onChange={(e) => focusBox(presenter.type(index, e.target.value))}
              onKeyDown={(e) => onKeyDown(index, e)}
              onPaste={(e) => onPaste(index, e)}
              onFocus={(e) => e.target.select()}
              aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
              aria-invalid={Boolean(presenter.failure)}
              inputMode="numeric"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              pattern="[0-9]*"
              autoFocus={index === 0}
              className={css.digit}
            />
          ))}
        </div>
      </div>
      {presenter.failure && (
        <Alert id="verify-error" severity="error" className={auth.message} role="alert">
          {presenter.failure}
        </Alert>
      )}
      <AuthSubmit
        pending={presenter.verifyRequest.pending}
        label="Verify Code"
        busyLabel="Verifying…"
      />
      <div className={css.resend}>
        <p className={`${ui.body2} ${ui.muted}`}>
          {presenter.countdown.secondsLeft > 0 ? (
            <>
              Didn&apos;t get it? You can resend in{' '}
              <span className={css.countdown}>{presenter.countdown.label}</span>
            </>
          ) : (
            "Didn't get it?"
          )}
        </p>
        <Button onClick={() => void onResend()} disabled={!presenter.canResend}>
          {presenter.resendRequest.status.kind === 'loading' ? 'Sending…' : 'Resend Code'}
        </Button>
      </div>
      {presenter.resendRequest.error && (
        <Alert severity="error" className={css.resendFailure} role="alert">
          {presenter.resendRequest.error}
        </Alert>
      )}
      <Button variant="text" fullWidth className={css.back} onClick={presenter.backToSignIn}>
        Back to Sign In
      </Button>
    </form>
  );
});
