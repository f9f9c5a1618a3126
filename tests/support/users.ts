import type { User } from '../../src/domain/auth/user';

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
