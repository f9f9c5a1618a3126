/**
 * The e-mails the demo backend sends to the Demo inbox; browser tests read the code and the reset
 * link from them.
 */
export function verificationEmail(code: string): { subject: string; body: string } {
  return {
    subject: 'Your Bidhaul verification code',
    body: `Your verification code is ${code}\nIt expires in 10 minutes. If you did not ask for it, ignore this e-mail.`,
  };
}

export function resetEmail(): { subject: string; body: string } {
  return {
    subject: 'Reset your Bidhaul password',
    body: 'We received a request to reset your password. The link below expires in 24 hours and works once. If you did not ask for it, ignore this e-mail.',
  };
}

export function waitingListEmail(name: string): { subject: string; body: string } {
  return {
    subject: "You're on the Bidhaul waiting list",
    body: `Hi ${name},\nThank you for joining our Beta Tester waiting list! We will e-mail you as soon as your invitation is ready.`,
  };
}

export const RESET_LINK_LABEL = 'Reset your password';

export function resetLinkHref(token: string, email: string): string {
  return `/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}
