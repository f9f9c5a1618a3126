import type { User } from '../../domain/auth/user';
import { asDto, num, str, type Dto } from './dto';
import type { FileUrl } from './file-url';

/**
 * A user: the fields may sit on the object itself or on a nested `user`. `photoUrl` reads
 * the photo's address: the API's file rule, or as stored for a user this portal saved itself.
 */
export function userFromDto(value: unknown, photoUrl: FileUrl): User {
  const outer = asDto(value);
  const inner = asDto(outer.user);
  const pick = (...keys: string[]) => str(inner, ...keys) ?? str(outer, ...keys);
  return {
    id: num(inner, 'id') ?? num(outer, 'id'),
    email: pick('email') ?? '',
    firstName: pick('first_name') ?? '',
    lastName: pick('last_name') ?? '',
    name: pick('name', 'full_name') ?? '',
    phoneNumber: pick('phone_number', 'phone') ?? '',
    address: pick('address') ?? '',
    businessType: pick('business_type') ?? '',
    businessDescription: pick('business_description') ?? '',
    photoUrl: photoUrl(str(outer, 'user_photo') ?? str(inner, 'user_photo', 'profile_image')),
  };
}

export function userToDto(user: User): Dto {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    name: user.name,
    phone_number: user.phoneNumber,
    address: user.address,
    business_type: user.businessType,
    business_description: user.businessDescription,
    user_photo: user.photoUrl,
  };
}
