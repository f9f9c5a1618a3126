import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { ProfileUpdate } from '../../../src/domain/profile/profile';
import { AppError } from '../../../src/domain/shared/app-error';
import { errorMessage } from '../../../src/domain/shared/error-catalogue';
import type { UploadFile } from '../../../src/domain/shared/upload';
import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpProfileRepository } from '../../../src/infrastructure/http/profile/http-profile-repository';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { PNG_BYTES, pngFile } from './profile-repository.contract';
import { setUpMswServer } from '../../support/msw-server';
import { dana, danaProfileForm } from '../../support/users';
import { NOT_ABORTED } from '../../support/signals';

const BASE = 'https://api.test/api/v1';
const server = setUpMswServer();

const FIELDS = {
  first_name: 'Dana',
  last_name: 'Shipper',
  email: 'demo@shipper.test',
  phone_number: '7700900123',
  address: '1 Wellington Place, Leeds LS1 4AP',
  business_type: 'Retail',
  business_description: 'Garden furniture.',
};

const UPDATE: ProfileUpdate = { ...danaProfileForm, photo: null };

function repository() {
  const session = new LocalStorageSessionStore(null);
  session.signIn(dana, 'tok-profile');
  return new HttpProfileRepository(createHttpClient(BASE, session));
}

interface Captured {
  contentType: string | null;
  authorization: string | null;
  fields: [string, FormDataEntryValue][];
}

/** Captures the multipart request; answers with `reply` (default: a plain success message). */
function captureUpdate(
  reply: () => Response = () => HttpResponse.json({ message: 'Profile updated successfully' }),
) {
  const seen: Captured[] = [];
  server.use(
    http.post(`${BASE}/customer/profile/update`, async ({ request }) => {
      const contentType = request.headers.get('content-type');
      const authorization = request.headers.get('authorization');
      seen.push({ contentType, authorization, fields: [...(await request.formData()).entries()] });
      return reply();
    }),
  );
  return seen;
}

function answerDetail(body: unknown) {
  let calls = 0;
  server.use(
    http.get(`${BASE}/customer/profile/detail`, () => {
      calls += 1;
      return HttpResponse.json(body as Record<string, unknown>);
    }),
  );
  return { calls: () => calls };
}

describe('HttpProfileRepository: the update payload (multipart, photo as user_photo)', () => {
  it('sends every field as multipart with the bearer token', async () => {
    const seen = captureUpdate();
    answerDetail({ data: FIELDS });
    await repository().update(UPDATE, { signal: NOT_ABORTED });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]!.authorization).toBe('Bearer tok-profile');
    expect(seen[0]!.fields).toEqual(Object.entries(FIELDS));
  });

  it('sends emptied business_type and business_description as empty values, and no photo when none was chosen', async () => {
    const seen = captureUpdate();
    answerDetail({ data: FIELDS });
    await repository().update(
      {
        ...UPDATE,
        businessType: '',
        businessDescription: '',
        phoneNumber: '',
        address: '',
      },
      { signal: NOT_ABORTED },
    );
    const names = seen[0]!.fields.map(([name]) => name);
    expect(names).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone_number',
      'address',
      'business_type',
      'business_description',
    ]);
    expect(Object.fromEntries(seen[0]!.fields)).toMatchObject({
      phone_number: '',
      address: '',
      business_type: '',
      business_description: '',
    });
  });

  it('sends the photo as the file field user_photo, with its name, type and bytes', async () => {
    const seen = captureUpdate();
    answerDetail({ data: FIELDS });
    await repository().update({ ...UPDATE, photo: pngFile('face.png') }, { signal: NOT_ABORTED });
    const photo = seen[0]!.fields.find(([name]) => name === 'user_photo')?.[1];
    expect(photo).toBeInstanceOf(File);
    const file = photo as File;
    expect(file.name).toBe('face.png');
    expect(file.type).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG_BYTES);
    expect(seen[0]!.fields.map(([name]) => name)).not.toContain('profile_image');
  });

  it('also sends a photo that is not a browser File (any UploadFile)', async () => {
    const seen = captureUpdate();
    answerDetail({ data: FIELDS });
    const upload: UploadFile = {
      name: 'plain.png',
      type: 'image/png',
      size: PNG_BYTES.length,
      slice: (start, end) => ({ arrayBuffer: async () => PNG_BYTES.slice(start, end).buffer }),
    };
    await repository().update({ ...UPDATE, photo: upload }, { signal: NOT_ABORTED });
    const file = seen[0]!.fields.find(([name]) => name === 'user_photo')?.[1] as File;
    expect(file.name).toBe('plain.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG_BYTES);
  });
});

describe('HttpProfileRepository: reading the answers defensively (either shape)', () => {
  it.each([
    ['data', { data: { ...FIELDS, user_photo: 'https://cdn.test/a.png' } }],
    [
      'data.user, photo beside it',
      { data: { user: FIELDS, user_photo: 'https://cdn.test/a.png' } },
    ],
    ['user', { user: { ...FIELDS, profile_image: 'https://cdn.test/a.png' } }],
    ['the body itself', { ...FIELDS, user_photo: 'https://cdn.test/a.png' }],
  ])('reads the profile from %s', async (_where, body) => {
    answerDetail(body);
    expect(await repository().get(NOT_ABORTED)).toEqual({
      ...danaProfileForm,
      photoUrl: 'https://cdn.test/a.png',
    });
  });

  it('reads missing and null fields as empty and a missing photo as none', async () => {
    answerDetail({
      data: { email: 'demo@shipper.test', first_name: null, phone_number: 7700900123 },
    });
    expect(await repository().get(NOT_ABORTED)).toEqual({
      firstName: '',
      lastName: '',
      email: 'demo@shipper.test',
      phoneNumber: '7700900123',
      address: '',
      businessType: '',
      businessDescription: '',
      photoUrl: null,
    });
  });

  it('turns a body without a profile into a server error (the fallback text)', async () => {
    answerDetail({ data: [] });
    const error = await repository()
      .get(NOT_ABORTED)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(errorMessage('profileDetails', error)).toBe('Failed to fetch profile details');
  });

  it('uses a profile the update echoes, without reading it again', async () => {
    captureUpdate(() =>
      HttpResponse.json({ message: 'ok', data: { user: { ...FIELDS, first_name: 'Echo' } } }),
    );
    const detail = answerDetail({ data: FIELDS });
    const saved = await repository().update(UPDATE, { signal: NOT_ABORTED });
    expect(saved.firstName).toBe('Echo');
    expect(detail.calls()).toBe(0);
  });

  it('reads the saved profile back when the update answers with a message only', async () => {
    captureUpdate();
    const detail = answerDetail({ data: { ...FIELDS, user_photo: 'https://cdn.test/new.png' } });
    const saved = await repository().update(UPDATE, { signal: NOT_ABORTED });
    expect(saved.photoUrl).toBe('https://cdn.test/new.png');
    expect(detail.calls()).toBe(1);
  });

  it('treats a 200 that says it failed as a failure, with its message', async () => {
    captureUpdate(() => HttpResponse.json({ success: false, message: 'Profile is locked.' }));
    const error = await repository()
      .update(UPDATE, { signal: NOT_ABORTED })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(errorMessage('updateProfile', error)).toBe('Profile is locked.');
  });

  it('gives the fallback text for a failure without a message', async () => {
    captureUpdate(() => new HttpResponse(null, { status: 500 }));
    const error = await repository()
      .update(UPDATE, { signal: NOT_ABORTED })
      .catch((e: unknown) => e);
    expect(errorMessage('updateProfile', error)).toBe('Failed to update profile');
  });
});
