import type { UploadFile } from '../shared/upload';
import type { ProfileForm } from './profile-form';

/** The customer's profile as loaded: the form's text fields, and the photo as a URL. */
export interface Profile extends ProfileForm {
  readonly photoUrl: string | null;
}

/** A profile to save: the form's text fields, and a new photo file when one was chosen. */
export interface ProfileUpdate extends ProfileForm {
  readonly photo: UploadFile | null;
}
