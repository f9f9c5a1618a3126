import type { Profile, ProfileUpdate } from '../../src/domain/profile/profile';
import { checkProfilePhoto } from '../../src/domain/profile/profile-rules';
import { AppError } from '../../src/domain/shared/app-error';
import { photoLink } from '../auth/auth.dto';
import type { FileLinks } from '../files/file-store';
import { text, type MultipartForm } from '../http/request-fields';
import { INVALID_DATA } from '../http/validation';

/** The multipart field of the profile photo: `user_photo`, never `profile_image`. */
export const PHOTO_FIELD = 'user_photo';

/** The profile as the API sends it, the photo an address on the files origin. */
export function profileToDto(profile: Profile, files: FileLinks) {
  return {
    first_name: profile.firstName,
    last_name: profile.lastName,
    email: profile.email,
    phone_number: profile.phoneNumber,
    address: profile.address,
    business_type: profile.businessType,
    business_description: profile.businessDescription,
    user_photo: photoLink(profile.photoUrl, files),
  };
}

/**
 * POST customer/profile/update: the text fields, and the photo when one was sent, refused
 * unless it is a JPEG, PNG or GIF of at most 5 MB by name, declared type and content. The
 * fields themselves are checked by the marketplace, as in demo mode.
 */
export async function profileUpdateOf({ fields, files }: MultipartForm): Promise<ProfileUpdate> {
  const [photo = null] = files;
  if (photo) {
    const check = await checkProfilePhoto(photo);
    if (!check.ok) throw AppError.validation(INVALID_DATA, { [PHOTO_FIELD]: [check.message] });
  }
  return {
    firstName: text(fields, 'first_name'),
    lastName: text(fields, 'last_name'),
    email: text(fields, 'email'),
    phoneNumber: text(fields, 'phone_number'),
    address: text(fields, 'address'),
    businessType: text(fields, 'business_type'),
    businessDescription: text(fields, 'business_description'),
    photo,
  };
}
