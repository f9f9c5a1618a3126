import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../src/domain/shared/error-catalogue';
import { HttpDashboardRepository } from '../../../src/infrastructure/http/dashboard/http-dashboard-repository';
import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { setUpMswServer } from '../../support/msw-server';
import { NOT_ABORTED } from '../../support/signals';

const BASE = 'https://api.test/api/v1';
const server = setUpMswServer();

const DASHBOARD_BODY = {
  active_jobs: 7,
  completed: '15',
  user_photo: 'https://cdn.test/u/12.png',
  user: {
    id: 12,
    email: 'ana@shipper.test',
    first_name: 'Ana',
    last_name: 'Ruiz',
    name: 'Ana Ruiz',
  },
};

describe('GET customer/dashboard body readings', () => {
  async function read(body: JsonBodyType, status = 200) {
    const session = new LocalStorageSessionStore(null);
    server.use(http.get(`${BASE}/customer/dashboard`, () => HttpResponse.json(body, { status })));
    return new HttpDashboardRepository(createHttpClient(BASE, session)).get(NOT_ABORTED);
  }

  it('reads the counts (a number or a numeric string), the user and the photo', async () => {
    await expect(read(DASHBOARD_BODY)).resolves.toEqual({
      activeJobs: 7,
      completed: 15,
      userPhotoUrl: 'https://cdn.test/u/12.png',
      user: {
        id: 12,
        email: 'ana@shipper.test',
        firstName: 'Ana',
        lastName: 'Ruiz',
        name: 'Ana Ruiz',
        phoneNumber: '',
        address: '',
        businessType: '',
        businessDescription: '',
        photoUrl: null,
      },
    });
  });

  it('reads the fields under `data` as well as at the top level', async () => {
    await expect(read({ data: { active_jobs: 2, completed: 3 } })).resolves.toEqual({
      activeJobs: 2,
      completed: 3,
      user: null,
      userPhotoUrl: null,
    });
  });

  it('counts a list when the server sends the jobs themselves', async () => {
    await expect(
      read({ active_jobs: [{ id: 1 }, { id: 2 }], completed: [] }),
    ).resolves.toMatchObject({
      activeJobs: 2,
      completed: 0,
    });
  });

  it("takes the user's own photo when user_photo is absent", async () => {
    const data = await read({
      active_jobs: 0,
      completed: 0,
      user: { first_name: 'Jo', user_photo: 'p.png' },
    });
    // A relative address names a file on the API's server.
    expect(data.userPhotoUrl).toBe('https://api.test/p.png');
    expect(data.user?.firstName).toBe('Jo');
  });

  it.each([
    ['no counts', { user: {} }],
    ['a negative count', { active_jobs: -1, completed: 0 }],
    ['a non-numeric count', { active_jobs: 'many', completed: 0 }],
    ['a non-object body', ['not', 'an', 'object']],
  ])('treats %s as a server error with the dashboard fallback', async (_label, body) => {
    const error = await read(body).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'server' });
    expect(errorMessage('dashboard', error)).toBe('Failed to fetch dashboard');
  });

  it('uses the fallback when a failure carries no message', async () => {
    const error = await read({}, 503).catch((e: unknown) => e);
    expect(errorMessage('dashboard', error)).toBe('Failed to fetch dashboard');
  });
});
