import type { UploadFile } from '../shared/upload';

/** The customer's profile as loaded; the photo is a URL here and a file in an update. */
export interface Profile {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phoneNumber: string;
  readonly address: string;
  readonly businessType: string;
  readonly businessDescription: string;
  readonly photoUrl: string | null;
}

export interface ProfileUpdate {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phoneNumber: string;
  readonly address: string;
  readonly businessType: string;
  readonly businessDescription: string;
  readonly photo: UploadFile | null;
}
