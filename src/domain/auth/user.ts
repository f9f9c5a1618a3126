/** The signed-in user, in the core's language. */
export interface User {
  readonly id: number | null;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  /** The full name as the server sends it (`name`), may be empty. */
  readonly name: string;
  readonly phoneNumber: string;
  /** Registered address. */
  readonly address: string;
  readonly businessType: string;
  readonly businessDescription: string;
  readonly photoUrl: string | null;
}

/** The welcome banner uses the first name, then the name, then the word Customer. */
export function welcomeName(user: Pick<User, 'firstName' | 'name'> | null | undefined): string {
  return user?.firstName.trim() || user?.name.trim() || 'Customer';
}

export function fullName(user: Pick<User, 'firstName' | 'lastName' | 'name' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.name.trim() || user.email;
}

/** Who a user is, whatever the case or spacing of the e-mail they typed: their e-mail, normalised. */
export function userKey(user: Pick<User, 'email'>): string {
  return user.email.trim().toLowerCase();
}

/** The same account: the same id when both are known (an e-mail can be changed), else the same e-mail. */
export function sameUser(a: User | null, b: User | null): boolean {
  if (!a || !b) return false;
  if (a.id !== null && b.id !== null) return a.id === b.id;
  return userKey(a) === userKey(b);
}

/** The customer role, sent with sign-in, sign-up, forgot password and sending a code. */
export const CUSTOMER_ROLE_ID = 5;
