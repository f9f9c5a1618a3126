import { describe, expect, it } from 'vitest';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpAuthGateway } from '../../../src/infrastructure/http/auth/http-auth-gateway';
import { HttpBidRepository } from '../../../src/infrastructure/http/bids/http-bid-repository';
import { HttpDashboardRepository } from '../../../src/infrastructure/http/dashboard/http-dashboard-repository';
import { HttpLoadRepository } from '../../../src/infrastructure/http/http-load-repository';
import { HttpProfileRepository } from '../../../src/infrastructure/http/profile/http-profile-repository';
import { HttpTripRepository } from '../../../src/infrastructure/http/trips/http-trip-repository';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { setUpMswServer } from '../../support/msw-server';
import { dana } from '../../support/users';
import { NOT_ABORTED } from '../../support/signals';

/**
 * Every place an HTTP adapter reads a file or image address (attachments, the
 * user's photo, bidder photos, company logos, driver avatars) applies one rule. A root-relative
 * address means the API's origin, not the portal's; an absolute web address stays as it is;
 * anything else is dropped.
 */
const BASE = 'https://api.test/api/v1';
const server = setUpMswServer();

const ADDRESSES: readonly { sent: string; read: string | null; label: string }[] = [
  {
    label: 'a root-relative path',
    sent: '/storage/f/x.png',
    read: 'https://api.test/storage/f/x.png',
  },
  {
    label: 'a files origin address',
    sent: 'https://files.test/f/x.png',
    read: 'https://files.test/f/x.png',
  },
  { label: 'a script address', sent: 'javascript:alert(1)', read: null },
];

function client() {
  const session = new LocalStorageSessionStore(null);
  session.signIn(dana, 'tok-files');
  return createHttpClient(BASE, session);
}

function answer(method: 'get' | 'post', path: string, body: JsonBodyType) {
  server.use(http[method](`${BASE}${path}`, () => HttpResponse.json(body)));
}

/** Each reader: answers with `address` where the API puts it, reads it back through the adapter. */
const READERS: readonly {
  name: string;
  read: (address: string) => Promise<string | null | undefined>;
}[] = [
  {
    name: 'an attachment of load details',
    read: async (address) => {
      answer('post', '/customer/loads/detail', {
        data: { id: 5, attachments: [{ id: 1, name: 'x.png', url: address, size: 10 }] },
      });
      const url = (await new HttpLoadRepository(client()).details(5, NOT_ABORTED)).attachments[0]
        ?.url;
      return url === '' ? null : url;
    },
  },
  {
    name: 'an attachment in the history list (file_url)',
    read: async (address) => {
      answer('post', '/customer/loads/list', {
        message: { items: [{ id: 5, attachments: [{ name: 'x.png', file_url: address }] }] },
      });
      const page = await new HttpLoadRepository(client()).search({
        signal: NOT_ABORTED,
        q: '',
        page: 1,
      });
      const url = page.items[0]?.attachments[0]?.url;
      return url === '' ? null : url;
    },
  },
  {
    name: "a driver bidder's photo",
    read: async (address) => {
      answer('get', '/loads/42/bids', {
        data: [
          {
            id: 7,
            amount: 100,
            bidder_driver: { name: 'Sam', role_id: 4 },
            images: { profile: address },
          },
        ],
      });
      return (await new HttpBidRepository(client()).list(42, { signal: NOT_ABORTED, page: 1 }))
        .items[0]?.bidder.avatarUrl;
    },
  },
  {
    name: "a company bidder's logo",
    read: async (address) => {
      answer('get', '/loads/42/bids', {
        data: [
          {
            id: 8,
            amount: 100,
            role_id: 2,
            bidder_company: { name: 'Acme' },
            company: { logo_url: address },
          },
        ],
      });
      return (await new HttpBidRepository(client()).list(42, { signal: NOT_ABORTED, page: 1 }))
        .items[0]?.bidder.avatarUrl;
    },
  },
  {
    name: 'the profile photo (user_photo)',
    read: async (address) => {
      answer('get', '/customer/profile/detail', {
        data: { email: 'demo@shipper.test', user_photo: address },
      });
      return (await new HttpProfileRepository(client()).get(NOT_ABORTED)).photoUrl;
    },
  },
  {
    name: "the dashboard's user_photo",
    read: async (address) => {
      answer('get', '/customer/dashboard', { active_jobs: 1, completed: 2, user_photo: address });
      return (await new HttpDashboardRepository(client()).get(NOT_ABORTED)).userPhotoUrl;
    },
  },
  {
    name: "the dashboard user's own photo",
    read: async (address) => {
      answer('get', '/customer/dashboard', {
        active_jobs: 1,
        completed: 2,
        user: { email: 'demo@shipper.test', user_photo: address },
      });
      return (await new HttpDashboardRepository(client()).get(NOT_ABORTED)).user?.photoUrl;
    },
  },
  {
    name: "the signed-in user's photo (the header avatar)",
    read: async (address) => {
      answer('post', '/signin', {
        access_token: 't',
        data: { email: 'demo@shipper.test', user_photo: address },
      });
      const outcome = await new HttpAuthGateway(client()).signIn({
        email: 'demo@shipper.test',
        password: 'x',
      });
      return outcome.kind === 'signed-in' ? outcome.user.photoUrl : undefined;
    },
  },
  {
    name: "the verified user's photo",
    read: async (address) => {
      answer('post', '/email/verify-otp', {
        access_token: 't',
        data: { email: 'demo@shipper.test', user: { profile_image: address } },
      });
      return (await new HttpAuthGateway(client()).verifyOtp('demo@shipper.test', '1234')).user
        ?.photoUrl;
    },
  },
  {
    name: "a trip driver's avatar",
    read: async (address) => {
      answer('get', '/customer/my-trips', {
        data: {
          upcoming: [{ id: 3, assigned_driver: { name: 'Sam', avatar: address } }],
          ongoing: [],
          completed: [],
        },
      });
      return (await new HttpTripRepository(client()).list(NOT_ABORTED)).upcoming[0]?.driver
        ?.avatarUrl;
    },
  },
];

describe('file and image addresses from the API', () => {
  for (const { name, read } of READERS) {
    it.each(ADDRESSES)(`${name}: $label reads as $read`, async ({ sent, read: expected }) => {
      expect(await read(sent)).toBe(expected);
    });
  }
});
