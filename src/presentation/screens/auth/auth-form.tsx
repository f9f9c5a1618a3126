import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { AUTH_PATHS } from '../../../features';
import { REDIRECT_PARAM } from '../../app/route-guards';
import { TextInput } from '../../components/fields/text-input';
import ui from '../../styles/ui.module.css';
import auth from './auth.module.css';
import { ScreenHeading } from '../../app/screen-arrival';

// What the auth views share: their form, title, failure, password field and button, the page a
// signed-out visitor was going to, kept from view to view, and going where a finished step leads.

/** What a finished step asks the view to do. */
export interface AuthNavigation {
  readonly to: string;
  /** Carried to the sign-in view: an e-mail to prefill and a message to show. */
  readonly notice?: { readonly email: string; readonly message: string };
}

/** An auth presenter whose step can end elsewhere: it says where, the view goes. */
interface AuthOutcome {
  /** Where the last step leads; null while the view stays. */
  readonly navigateTo: AuthNavigation | null;
  /** The view went there. */
  navigated(): void;
}

const authPaths = new Set<string>(Object.values(AUTH_PATHS));

/** The page to return to once signed in, as the current address remembers it, or null. */
export function useRedirect(): string | null {
  return new URLSearchParams(useLocation().search).get(REDIRECT_PARAM);
}

/** Keeps the remembered page while moving between auth views. */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?${REDIRECT_PARAM}=${encodeURIComponent(redirect)}` : path;
}

/**
 * Goes, once, where the presenter's last step leads: to another auth view (keeping the
 * remembered page, and handing over any notice) or into the portal. The address is replaced, so
 * Back does not return to a form already sent.
 */
export function useAuthOutcome(presenter: AuthOutcome): void {
  const navigate = useNavigate();
  const redirect = useRedirect();
  const next = presenter.navigateTo;
  useEffect(() => {
    if (!next) return;
    presenter.navigated();
    const to = authPaths.has(next.to) ? withRedirect(next.to, redirect) : next.to;
    void navigate(to, { replace: true, state: next.notice ? { notice: next.notice } : null });
  }, [next, presenter, navigate, redirect]);
}

/** A view's form: the presenter checks it, not the browser, once sent by its button or Enter. */
export function AuthForm({
  titleId,
  onSubmit,
  children,
}: {
  titleId: string;
  onSubmit(): void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** A view's title and, under it, the muted text that says what the view is for. */
export function AuthHeading({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <>
      <ScreenHeading id={id} className={`${ui.h2} ${ui.gutterBottom}`}>
        {title}
      </ScreenHeading>
      {lead && <p className={`${ui.body1} ${ui.muted} ${auth.lead}`}>{lead}</p>}
    </>
  );
}

/** Why the last request failed, above the fields; nothing when it did not. */
export function AuthFailure({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <Alert id={id} severity="error" className={auth.message} role="alert">
      {message}
    </Alert>
  );
}

/** A view's main button, which sends its form; while its request is on its way it says so. */
export function AuthSubmit({
  pending,
  label,
  busyLabel,
  disabled = pending,
  className,
}: {
  pending: boolean;
  label: string;
  busyLabel: string;
  /** Off while pending unless told otherwise. */
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={disabled}
      className={className}
    >
      {pending ? busyLabel : label}
    </Button>
  );
}

/** A password input with a show/hide button; the error is tied to the field. */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  error,
  helperText,
  autoComplete,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error: string | undefined;
  helperText?: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      id={id}
      label={label}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? helperText}
      autoComplete={autoComplete}
      required
      fullWidth
      endAdornment={
        <IconButton
          onClick={() => setVisible(!visible)}
          edge="end"
          aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          aria-controls={id}
          aria-pressed={visible}
        >
          {visible ? <VisibilityOff /> : <Visibility />}
        </IconButton>
      }
    />
  );
}
