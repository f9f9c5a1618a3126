import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { OTP_EXPIRY_MINUTES, OTP_LENGTH } from '../../../domain/auth/otp-code';
import { usePresenter } from '../../app/container';
import {
  AuthFailure,
  AuthForm,
  AuthHeading,
  AuthSubmit,
  useAuthOutcome,
  useRedirect,
} from './auth-form';
import { VerifyEmailPresenter } from './verify-email.presenter';
import ui from '../../styles/ui.module.css';
import css from './auth.module.css';

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
    if (await presenter.resend()) focusBox(0);
  };

  // Nothing to verify: the view is on its way elsewhere (see the presenter's outcome).
  if (!presenter.email) return null;

  return (
    <AuthForm titleId="verify-title" onSubmit={() => void presenter.verify(redirect)}>
      <AuthHeading id="verify-title" title="Verify your email" />
      <p className={`${ui.body1} ${ui.muted} ${css.sentTo}`}>
        We sent a 4-digit code to{' '}
        <strong className={`${ui.anywhere} ${css.email}`}>{presenter.email}</strong>.
      </p>
      <p className={`${ui.body1} ${ui.muted} ${css.lead}`}>
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
      <AuthFailure id="verify-error" message={presenter.failure} />
      <AuthSubmit
        pending={presenter.verifyRequest.pending}
        label="Verify Code"
        busyLabel="Verifying…"
      />
      <div className={css.resend}>
        <p className={`${ui.body2} ${ui.muted}`}>
          {presenter.secondsLeft > 0 ? (
            <>
              Didn&apos;t get it? You can resend in{' '}
              <span className={css.countdown}>{presenter.resendIn}</span>
            </>
          ) : (
            "Didn't get it?"
          )}
        </p>
        <Button onClick={() => void onResend()} disabled={!presenter.canResend}>
          {presenter.resendRequest.pending ? 'Sending…' : 'Resend Code'}
        </Button>
      </div>
      {presenter.resendRequest.error && (
        <Alert severity="error" className={css.resendFailure} role="alert">
          {presenter.resendRequest.error}
        </Alert>
      )}
      <Button variant="text" fullWidth className={css.backFar} onClick={presenter.backToSignIn}>
        Back to Sign In
      </Button>
    </AuthForm>
  );
});
