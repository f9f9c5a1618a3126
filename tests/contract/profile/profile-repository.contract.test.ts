import { http, HttpResponse } from 'msw';
import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpProfileRepository } from '../../../src/infrastructure/http/profile/http-profile-repository';
import { DemoGateway } from '../../../src/infrastructure/memory/demo/demo-gateway';
import { DemoMarketplace } from '../../../src/infrastructure/memory/demo/demo-marketplace';
import { userFromDemo } from '../../../src/infrastructure/memory/demo/demo-mappers';
import { createDemoSeed } from '../../../src/infrastructure/memory/demo/demo-seed';
import { dataUrlOf } from '../../../src/infrastructure/memory/profile/demo-photo';
import { InMemoryProfileRepository } from '../../../src/infrastructure/memory/profile/in-memory-profile-repository';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import {
  DANA,
  describeProfileRepositoryContract,
  OTHER_EMAIL,
} from './profile-repository.contract';
import { setUpMswServer } from '../../support/msw-server';

const NOW = new Date('2026-11-22T10:00:00Z');

describeProfileRepositoryContract('in-memory (demo marketplace)', async () => {
  const marketplace = new DemoMarketplace({
    storage: null,
    clock: { now: () => NOW },
    seed: (now) => ({
      ...createDemoSeed(now),
      tokens: [{ token: 'tok-dana', userId: 1, createdAt: NOW.toISOString() }],
    }),
  });
  const session = new LocalStorageSessionStore(null);
  session.signIn(userFromDemo(marketplace.read((s) => s.users[0]!)), 'tok-dana');
  // Node has no canvas: the photo is kept as its original data: URL.
  return new InMemoryProfileRepository(new DemoGateway(marketplace, session), dataUrlOf);
});

// The HTTP adapter against a fake API keeping the same scenario in the API's shapes (spec §3, §7).
const BASE = 'https://api.test/api/v1';
const server = setUpMswServer();

describeProfileRepositoryContract('HTTP (fake API over MSW)', async () => {
  let stored: Record<string, string | null> = {
    first_name: DANA.firstName,
    last_name: DANA.lastName,
    email: DANA.email,
    phone_number: DANA.phoneNumber,
    address: DANA.address,
    business_type: DANA.businessType,
    business_description: DANA.businessDescription,
    user_photo: null,
  };
  server.use(
    http.get(`${BASE}/customer/profile/detail`, () => HttpResponse.json({ data: stored })),
    http.post(`${BASE}/customer/profile/update`, async ({ request }) => {
      const form = await request.formData();
      if (form.get('email') === OTHER_EMAIL) {
        return HttpResponse.json(
          {
            message: 'The email has already been taken.',
            errors: { email: ['The email has already been taken.'] },
          },
          { status: 422 },
        );
      }
      const photo = form.get('user_photo');
      const text = (name: string) => {
        const value = form.get(name);
        return typeof value === 'string' ? value : null;
      };
      stored = {
        first_name: text('first_name'),
        last_name: text('last_name'),
        email: text('email'),
        phone_number: text('phone_number'),
        address: text('address'),
        business_type: text('business_type'),
        business_description: text('business_description'),
        user_photo:
          photo instanceof File
            ? `https://cdn.api.test/photos/${photo.name}`
            : (stored.user_photo ?? null),
      };
      return HttpResponse.json({ success: true, message: 'Profile updated successfully' });
    }),
  );
  const session = new LocalStorageSessionStore(null);
  return new HttpProfileRepository(createHttpClient(BASE, session));
});
