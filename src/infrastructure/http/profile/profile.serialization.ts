import type { Profile, ProfileUpdate } from '../../../domain/profile/profile';
import { AppError } from '../../../domain/shared/app-error';
import { PROFILE_FIELD_NAMES } from '../../../domain/profile/profile-rules';
import { PROFILE_FIELDS } from '../../../domain/profile/profile-form';
import { at, messageOf, str, type Dto } from '../dto';
import { isRecord } from '../../../lib/is-record';
import type { FileUrl } from '../file-url';
import { asBlob } from '../multipart-upload';

/** The photo's address may come under any of these names: servers differ on it. */
const PHOTO_KEYS = ['user_photo', 'profile_image', 'photo_url'];

/**
 * The profile fields, read defensively: they may sit on `data.user`, `data`, `user` or the body
 * itself, as the answer's shape is not pinned down. The first object that carries an e-mail is
 * the profile; a photo address may sit beside it on the enclosing object. Null when no object
 * carries one.
 */
export function findProfileDto(body: unknown): { profile: Dto; outer: Dto } | null {
  const candidates: { path: string; outer: string }[] = [
    { path: 'data.user', outer: 'data' },
    { path: 'data', outer: '' },
    { path: 'user', outer: '' },
    { path: '', outer: '' },
  ];
  for (const { path, outer } of candidates) {
    const found = path ? at(body, path) : body;
    if (isRecord(found) && str(found, 'email')) {
      const enclosing = outer ? at(body, outer) : body;
      return { profile: found, outer: isRecord(enclosing) ? enclosing : {} };
    }
  }
  return null;
}

/** A profile body, or a server error for a body that carries none. */
export function profileFromDto(body: unknown, fileUrl: FileUrl): Profile {
  const found = findProfileDto(body);
  if (!found) throw AppError.server();
  const { profile, outer } = found;
  return {
    firstName: str(profile, 'first_name') ?? '',
    lastName: str(profile, 'last_name') ?? '',
    email: str(profile, 'email') ?? '',
    phoneNumber: str(profile, 'phone_number', 'phone') ?? '',
    address: str(profile, 'address') ?? '',
    businessType: str(profile, 'business_type') ?? '',
    businessDescription: str(profile, 'business_description') ?? '',
    photoUrl: fileUrl(
      str(profile, ...PHOTO_KEYS) ?? (outer === profile ? null : str(outer, ...PHOTO_KEYS)),
    ),
  };
}

/**
 * The update answers with a success or an error message: a 200 that says it failed is a
 * failure, and so is a body that is not JSON at all (an HTML error page from a proxy): nothing
 * proves the save happened.
 */
export function assertUpdateSucceeded(body: unknown): void {
  if (!isRecord(body)) throw AppError.server();
  const refused = body.success === false || body.status === false || body.status === 'error';
  if (refused) throw AppError.server(messageOf(body), 200);
}

/**
 * POST customer/profile/update, multipart: first_name, last_name, email, phone_number, address,
 * business_type and business_description, every one sent even when empty (a field the
 * shipper cleared must be cleared on the server, and a missing field would leave the old value);
 * the photo as `user_photo`, only when one was chosen.
 */
export async function profileUpdateBody(update: ProfileUpdate): Promise<FormData> {
  const body = new FormData();
  for (const field of PROFILE_FIELDS) body.append(PROFILE_FIELD_NAMES[field], update[field]);
  if (update.photo) body.append('user_photo', await asBlob(update.photo), update.photo.name);
  return body;
}
