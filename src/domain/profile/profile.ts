import type { UploadFile } from '../shared/upload';

/** Spec §3 Profile. */
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
