import type { User } from '../auth/user';
import type { Profile } from './profile';

/**
 * The session's user after a profile save: the header shows the new name, e-mail and photo at
 * once. A saved profile without a photo address keeps the photo the user already had.
 */
export function userWithProfile(user: User, profile: Profile): User {
  return {
    ...user,
    firstName: profile.firstName,
    lastName: profile.lastName,
    name: `${profile.firstName} ${profile.lastName}`.trim(),
    email: profile.email,
    phoneNumber: profile.phoneNumber,
    address: profile.address,
    businessType: profile.businessType,
    businessDescription: profile.businessDescription,
    photoUrl: profile.photoUrl ?? user.photoUrl,
  };
}
