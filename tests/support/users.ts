import type { User } from '../../src/domain/auth/user';
import type { ProfileForm } from '../../src/domain/profile/profile-form';

/** The demo customer as the session holds her after sign-in. */
export const dana: User = {
  id: 1,
  email: 'demo@shipper.test',
  firstName: 'Dana',
  lastName: 'Shipper',
  name: '',
  phoneNumber: '',
  address: '',
  businessType: '',
  businessDescription: '',
  photoUrl: null,
};

/** The text fields of Dana's profile, as the profile tests save and read them. */
export const danaProfileForm: ProfileForm = {
  firstName: 'Dana',
  lastName: 'Shipper',
  email: 'demo@shipper.test',
  phoneNumber: '7700900123',
  address: '1 Wellington Place, Leeds LS1 4AP',
  businessType: 'Retail',
  businessDescription: 'Garden furniture.',
};
