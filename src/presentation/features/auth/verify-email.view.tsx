import { useRef, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { OTP_EXPIRY_MINUTES, OTP_LENGTH } from '../../../domain/auth/otp-code';
import { usePresenter } from '../../app/container';
import { useAuthOutcome, useRedirect } from './auth-links';
import { VerifyEmailPresenterToken } from '../../tokens';

/**
 * Email verification: four single-digit boxes, Verify Code, the resend countdown, the 10-minute
 * expiry text and back to sign in. Works by keyboard alone.
 */
export const VerifyEmailView = observer(function VerifyEmailView() {
  const presenter = usePresenter(VerifyEmailPresenterToken);
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
    if (presenter.resendStatus.kind === 'succeeded') focusBox(0);
  };

  // Nothing to verify: the view is on its way elsewhere (see the presenter's outcome).
  if (!presenter.email) return null;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="verify-title">
      <Typography id="verify-title" component="h1" variant="h2" gutterBottom>
        Verify your email
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        We sent a 4-digit code to{' '}
        <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
          {presenter.email}
        </Box>
        .
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The code expires in {OTP_EXPIRY_MINUTES} minutes.
      </Typography>
      <Box
        role="group"
        aria-labelledby="verify-code-label"
        aria-describedby={presenter.failure ? 'verify-error' : undefined}
        sx={{ mb: 2 }}
      >
        <Typography id="verify-code-label" component="p" variant="subtitle2" sx={{ mb: 1 }}>
          Verification code
        </Typography>
        <Box sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 } }}>
          {presenter.boxes.map((digit, index) => (
            <Box
              key={index}
              component="input"
              ref={(el: HTMLInputElement | null) => {
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
              sx={{
                width: { xs: 56, sm: 64 },
                height: { xs: 60, sm: 68 },
                textAlign: 'center',
                fontSize: '1.75rem',
                fontWeight: 700,
                fontFamily: 'inherit',
                color: 'text.primary',
                bgcolor: 'background.paper',
                border: 2,
                borderColor: presenter.failure ? 'error.main' : 'divider',
                borderRadius: 2,
                outline: 'none',
                '&:focus-visible, &:focus': {
                  borderColor: 'primary.main',
                  boxShadow: (t) => `0 0 0 3px ${t.palette.primary.main}40`,
                },
              }}
            />
          ))}
        </Box>
      </Box>
      {presenter.failure && (
        <Alert id="verify-error" severity="error" sx={{ mb: 2 }} role="alert">
          {presenter.failure}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={presenter.busy}>
        {presenter.busy ? 'Verifying…' : 'Verify Code'}
      </Button>
      <Box
        sx={{
          mt: 2.5,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {presenter.secondsLeft > 0 ? (
            <>
              Didn&apos;t get it? You can resend in{' '}
              <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {presenter.countdownLabel}
              </Box>
            </>
          ) : (
            "Didn't get it?"
          )}
        </Typography>
        <Button onClick={() => void onResend()} disabled={!presenter.canResend}>
          {presenter.resendStatus.kind === 'loading' ? 'Sending…' : 'Resend Code'}
        </Button>
      </Box>
      {presenter.resendFailure && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {presenter.resendFailure}
        </Alert>
      )}
      <Button variant="text" fullWidth sx={{ mt: 2 }} onClick={presenter.backToSignIn}>
        Back to Sign In
      </Button>
    </Box>
  );
});
