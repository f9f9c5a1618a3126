import type { Profile, ProfileUpdate } from '../../../domain/profile/profile';
import { PROFILE_FIELD_NAMES, validateProfile } from '../../../domain/profile/profile-rules';
import { PROFILE_FIELDS } from '../../../domain/profile/profile-form';
import { AppError } from '../../../domain/shared/app-error';
import type {
  ProfileRepository,
  SaveOptions,
} from '../../../application/ports/profile-repository.port';
import type { DemoGateway } from '../demo/demo-gateway';
import { assertEmailAvailable } from '../demo/demo-rules';
import type { DemoUser } from '../demo/demo-state';
import { downscaledPhoto, type DemoPhotoStore } from './demo-photo';

function profileOf(user: DemoUser): Profile {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    address: user.address,
    businessType: user.businessType,
    businessDescription: user.businessDescription,
    photoUrl: user.photoUrl,
  };
}

/** The demo customer's profile (operations 'profileDetails' and 'updateProfile'), changed in place. */
export class InMemoryProfileRepository implements ProfileRepository {
  constructor(
    private readonly gateway: DemoGateway,
    private readonly storePhoto: DemoPhotoStore = downscaledPhoto,
  ) {}

  get(signal: AbortSignal): Promise<Profile> {
    return this.gateway.asUser('profileDetails', (_state, user) => profileOf(user), signal);
  }

  async update(update: ProfileUpdate, { onProgress, signal }: SaveOptions): Promise<Profile> {
    const photoUrl = update.photo ? await this.storePhoto(update.photo) : null;
    if (update.photo) onProgress?.({ sent: update.photo.size, total: update.photo.size });
    // Abandoned while the photo was read (its session ended): never sent, as an aborted request.
    if (signal.aborted) throw new AppError('network');
    return this.gateway.changeAsUser('updateProfile', (state, user) => {
      // The demo backend validates as a real one must: the form's checks can be bypassed.
      const errors = validateProfile(update);
      const fieldErrors = Object.fromEntries(
        PROFILE_FIELDS.flatMap((field) => {
          const message = errors[field];
          return message ? [[PROFILE_FIELD_NAMES[field], [message]]] : [];
        }),
      );
      if (Object.keys(fieldErrors).length)
        throw AppError.validation('The given data was invalid.', fieldErrors);
      assertEmailAvailable(state, update.email, user.id);
      for (const field of PROFILE_FIELDS) user[field] = update[field];
      if (photoUrl) user.photoUrl = photoUrl;
      return profileOf(user);
    });
  }
}
