import { describe, expect, it } from 'vitest';
import {
  DELIVERY_NOTE_PDF,
  PARCEL_PHOTO_PNG,
} from '../../src/infrastructure/memory/demo/demo-assets';
import { failNextCall } from '../support/local-api';
import { call, demoServerPerTest, loadForm, signInDemo } from './local-api-fixture';
import type { RunningLocalApi } from '../../local-api/start-local-api';

const start = demoServerPerTest();

const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');

const png = () =>
  new File([bytesOf(PARCEL_PHOTO_PNG.dataUrl)], 'parcel.png', { type: 'image/png' });
const pdf = () =>
  new File([bytesOf(DELIVERY_NOTE_PDF.dataUrl)], 'note.pdf', { type: 'application/pdf' });

interface Attachment {
  name: string;
  url: string;
  size: number;
}

async function activeLoadCount(api: RunningLocalApi, token: string): Promise<number> {
  const { body } = await call<{ data: unknown[] }>(api, 'GET', '/customer/active-loads', { token });
  return body.data.length;
}

describe('local API: POST customer/loads/store (multipart)', () => {
  it('publishes a load with an image and a PDF; the files origin serves both with CORS and nosniff', async () => {
    const api = await start();
    const token = await signInDemo(api);
    const stored = await call<{ data: { id: number; attachments: Attachment[] } }>(
      api,
      'POST',
      '/customer/loads/store',
      { token, body: loadForm([png(), pdf()]) },
    );
    expect(stored.status).toBe(200);
    const { id } = stored.body.data;

    const detail = await call<{ data: { attachments: Attachment[]; load_no: string } }>(
      api,
      'POST',
      '/customer/loads/detail',
      { token, body: new URLSearchParams({ load_id: String(id) }) },
    );
    expect(detail.body.data.load_no).toBe(`BH-${id}`);
    const attachments = detail.body.data.attachments;
    expect(attachments.map((a) => [a.name, a.size])).toEqual([
      ['parcel.png', PARCEL_PHOTO_PNG.size],
      ['note.pdf', DELIVERY_NOTE_PDF.size],
    ]);
    for (const [attachment, type, dataUrl] of [
      [attachments[0], 'image/png', PARCEL_PHOTO_PNG.dataUrl],
      [attachments[1], 'application/pdf', DELIVERY_NOTE_PDF.dataUrl],
    ] as const) {
      expect(attachment?.url.startsWith(`${api.filesOrigin}/files/`)).toBe(true);
      const file = await fetch(attachment?.url ?? '', {
        headers: { Origin: 'http://127.0.0.1:5173' },
      });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(type);
      expect(file.headers.get('access-control-allow-origin')).toBe('*');
      // Served as data: a browser must not guess a type that would render it as a page.
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await file.arrayBuffer())).toEqual(bytesOf(dataUrl));
    }
  });

  it("refuses a file that is not what its name says, with the portal's own text", async () => {
    const api = await start();
    const token = await signInDemo(api);
    const fake = new File(['<svg/>'], 'photo.png', { type: 'image/png' });
    const { status, body } = await call(api, 'POST', '/customer/loads/store', {
      token,
      body: loadForm([fake]),
    });
    expect(status).toBe(422);
    expect(body).toEqual({
      message: 'The given data was invalid.',
      errors: {
        load_attachments: [
          'Invalid files: photo.png. Only JPG, PNG, GIF, and PDFs under 5 MB are allowed.',
        ],
      },
    });
  });

  it('refuses more than 5 files and a file over 5 MB', async () => {
    const api = await start();
    const token = await signInDemo(api);
    const six = await call(api, 'POST', '/customer/loads/store', {
      token,
      body: loadForm(Array.from({ length: 6 }, png)),
    });
    expect(six.status).toBe(422);
    expect(six.body).toMatchObject({
      errors: { load_attachments: ['At most 5 files can be attached.'] },
    });
    const big = new File(
      [bytesOf(DELIVERY_NOTE_PDF.dataUrl), new Uint8Array(5 * 1024 * 1024)],
      'big.pdf',
      {
        type: 'application/pdf',
      },
    );
    const tooBig = await call(api, 'POST', '/customer/loads/store', {
      token,
      body: loadForm([big]),
    });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body).toMatchObject({
      errors: { load_attachments: [expect.stringContaining('big.pdf')] },
    });
    expect(await activeLoadCount(api, token)).toBe(12);
  });

  it('refuses missing and impossible fields by their API names', async () => {
    const api = await start();
    const token = await signInDemo(api);
    const form = loadForm();
    form.set('pickup_date', '01-01-2020');
    form.set('delivery_address', ' 12 wellington street, leeds ls1 ');
    form.delete('load_count');
    form.set('pickup_latitude', 'north');
    const { status, body } = await call(api, 'POST', '/customer/loads/store', {
      token,
      body: form,
    });
    expect(status).toBe(422);
    expect(body).toEqual({
      message: 'The given data was invalid.',
      errors: { pickup_latitude: ['Invalid coordinates provided'] },
    });
    form.set('pickup_latitude', '53.797');
    const second = await call(api, 'POST', '/customer/loads/store', { token, body: form });
    expect(second.body).toEqual({
      message: 'The given data was invalid.',
      errors: {
        load_count: ['Number of items is required'],
        delivery_address: ['Pickup and delivery addresses must be different'],
        pickup_time: ['Pickup time cannot be in the past'],
      },
    });
  });
});

describe('local API: Idempotency-Key on customer/loads/store', () => {
  it('answers a repeated key with the first load, and creates it once', async () => {
    const api = await start();
    const token = await signInDemo(api);
    const publish = () =>
      call<{ data: { id: number } }>(api, 'POST', '/customer/loads/store', {
        token,
        body: loadForm([pdf()]),
        headers: { 'Idempotency-Key': 'publish-7f3a' },
      });
    const [first, concurrent] = await Promise.all([publish(), publish()]);
    const retry = await publish();
    expect(first.status).toBe(200);
    expect(concurrent.body.data.id).toBe(first.body.data.id);
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect(await activeLoadCount(api, token)).toBe(13);

    const without = await call<{ data: { id: number } }>(api, 'POST', '/customer/loads/store', {
      token,
      body: loadForm(),
    });
    expect(without.body.data.id).not.toBe(first.body.data.id);
    expect(await activeLoadCount(api, token)).toBe(14);
  });

  it('a refused first try leaves the key free for the corrected load', async () => {
    const api = await start();
    const token = await signInDemo(api);
    const headers = { 'Idempotency-Key': 'publish-c9' };
    const stale = loadForm();
    stale.set('pickup_date', '01-01-2020');
    const refused = await call(api, 'POST', '/customer/loads/store', {
      token,
      body: stale,
      headers,
    });
    expect(refused.status).toBe(422);
    const corrected = await call(api, 'POST', '/customer/loads/store', {
      token,
      body: loadForm(),
      headers,
    });
    expect(corrected.status).toBe(200);
    expect(await activeLoadCount(api, token)).toBe(13);
  });

  it('refuses a key reused for another load; a planned failure does not take the key', async () => {
    const api = await start();
    const token = await signInDemo(api);
    const headers = { 'Idempotency-Key': 'publish-b2' };
    await failNextCall(api, 'publishLoad', { status: 503 });
    const failed = await call(api, 'POST', '/customer/loads/store', {
      token,
      body: loadForm(),
      headers,
    });
    expect(failed.status).toBe(503);
    const retried = await call(api, 'POST', '/customer/loads/store', {
      token,
      body: loadForm(),
      headers,
    });
    expect(retried.status).toBe(200);
    const changed = loadForm();
    changed.set('load_count', '5');
    const reused = await call(api, 'POST', '/customer/loads/store', {
      token,
      body: changed,
      headers,
    });
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({
      message: 'This Idempotency-Key was already used for a different load.',
    });
    expect(await activeLoadCount(api, token)).toBe(13);
  });
});

/** A raw multipart request to the load store, for bodies FormData cannot make. */
async function rawMultipart(
  api: RunningLocalApi,
  token: string,
  contentType: string,
  body: string,
) {
  const response = await fetch(`${api.apiBaseUrl}/customer/loads/store`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('local API: multipart bodies are bounded', () => {
  it('refuses more than 32 text fields as a 413, and publishes nothing', async () => {
    const api = await start();
    const token = await signInDemo(api);
    const form = loadForm();
    const count = [...form.keys()].length;
    for (let i = count; i < 33; i++) form.append(`extra_${i}`, 'x');
    const { status, body } = await call(api, 'POST', '/customer/loads/store', {
      token,
      body: form,
    });
    expect(status).toBe(413);
    expect(body).toEqual({ message: 'At most 32 text fields can be sent.' });
    expect(await activeLoadCount(api, token)).toBe(12);
  });

  it('refuses a text field over 16 KiB as a 413, rather than cutting it', async () => {
    const api = await start();
    const token = await signInDemo(api);
    const form = loadForm();
    form.set('load_instruction', 'x'.repeat(16 * 1024 + 1));
    const { status, body } = await call(api, 'POST', '/customer/loads/store', {
      token,
      body: form,
    });
    expect(status).toBe(413);
    expect(body).toEqual({ message: 'The field load_instruction is over 16 KiB.' });
    form.set('load_instruction', 'x'.repeat(16 * 1024));
    const fits = await call(api, 'POST', '/customer/loads/store', { token, body: form });
    expect(fits.status).toBe(200);
  });

  it('refuses more than 36 parts in all (fields and files) as a 413', async () => {
    const api = await start();
    const token = await signInDemo(api);
    const form = loadForm([pdf(), pdf(), pdf(), pdf(), pdf()]);
    const count = [...form.keys()].length - 5;
    for (let i = count; i < 32; i++) form.append(`extra_${i}`, 'x');
    const { status, body } = await call(api, 'POST', '/customer/loads/store', {
      token,
      body: form,
    });
    expect(status).toBe(413);
    expect(body).toEqual({ message: 'At most 36 parts (fields and files) can be sent.' });
    expect(await activeLoadCount(api, token)).toBe(12);
  });

  it('the profile update takes the same limits', async () => {
    const api = await start();
    const token = await signInDemo(api);
    const form = new FormData();
    form.append('first_name', 'x'.repeat(20_000));
    const { status } = await call(api, 'POST', '/customer/profile/update', { token, body: form });
    expect(status).toBe(413);
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'a'],
    [
      'a body cut short',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="load_count"\r\n\r\n4',
    ],
    [
      'a part header that never ends',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="load_count"\r\n',
    ],
  ])('answers a malformed body (%s) with 400, not 500', async (_name, type, body) => {
    const api = await start();
    const token = await signInDemo(api);
    const answer = await rawMultipart(api, token, type, body);
    expect(answer).toEqual({
      status: 400,
      body: { message: 'The multipart body is malformed.' },
    });
  });
});
