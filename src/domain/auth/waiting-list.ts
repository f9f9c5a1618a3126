import { AUTH_TEXTS } from './auth-texts';
import { looksLikeEmail } from './email-address';

/** Name and email both required; an email that does not look like one is refused too. */
export function waitingListError(name: string, email: string): string | null {
  if (name.trim() === '' || email.trim() === '') return AUTH_TEXTS.waitingListIncomplete;
  return looksLikeEmail(email) ? null : AUTH_TEXTS.emailInvalid;
}
