/** Spec §3 User, in the core's language. */
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

/** Spec §2.5: the welcome banner uses the first name, then the name, then the word Customer. */
export function welcomeName(user: Pick<User, 'firstName' | 'name'> | null | undefined): string {
  return user?.firstName.trim() || user?.name.trim() || 'Customer';
}

export function fullName(user: Pick<User, 'firstName' | 'lastName' | 'name' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.name.trim() || user.email;
}

/** The customer role (spec §6). */
export const CUSTOMER_ROLE_ID = 5;
