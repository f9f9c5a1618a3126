import { describe, expect, it } from 'vitest';
import { DemoClock } from '../../src/infrastructure/memory/demo/demo-clock';
import { createDemoRuntime } from '../../src/infrastructure/memory/demo/demo-runtime';
import { localApiPerTest } from '../support/local-api';
import { call, demoServerPerTest, signInDemo } from './local-api-fixture';

const start = demoServerPerTest();
const serve = localApiPerTest();

async function preflight(origin: string, url: string, headers = 'authorization,idempotency-key') {
  return fetch(url, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': headers,
    },
  });
}

describe('local API: CORS for a portal on another origin', () => {
  it.each(['http://127.0.0.1:5173', 'http://localhost:4173', 'http://127.0.0.1'])(
    'lets %s send the bearer token and an Idempotency-Key',
    async (origin) => {
      const api = await start();
      const answer = await preflight(origin, `${api.apiBaseUrl}/customer/loads/store`);
      expect(answer.status).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      const allowed = (answer.headers.get('access-control-allow-headers') ?? '').toLowerCase();
      expect(allowed).toContain('authorization');
      expect(allowed).toContain('idempotency-key');
    },
  );

  it.each(['https://evil.test', 'http://127.0.0.1.evil.test', 'http://192.168.1.20:5173'])(
    'does not let %s in',
    async (origin) => {
      const api = await start();
      const answer = await preflight(origin, `${api.apiBaseUrl}/customer/dashboard`);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    },
  );

  it('takes a configured list of origins instead', async () => {
    const clock = new DemoClock();
    const marketplace = createDemoRuntime({ storage: null, clock });
    const api = await serve({ marketplace, clock, corsOrigins: ['https://portal.example'] });
    const allowed = await preflight('https://portal.example', `${api.apiBaseUrl}/signin`);
    const local = await preflight('http://127.0.0.1:5173', `${api.apiBaseUrl}/signin`);
    marketplace.dispose();
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://portal.example');
    expect(local.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('local API: file addresses', () => {
  it("gives the profile and dashboard photo as a files-origin address serving the photo's bytes", async () => {
    const api = await start();
    const token = await signInDemo(api);
    const photo = new Uint8Array(
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    );
    const form = new FormData();
    for (const [name, value] of Object.entries({
      first_name: 'Dana',
      last_name: 'Shipper',
      email: 'demo@shipper.test',
      phone_number: '7700900123',
      address: '1 Wellington Place, Leeds LS1 4AP',
    })) {
      form.append(name, value);
    }
    form.append('user_photo', new File([photo], 'me.png', { type: 'image/png' }));
    const saved = await call<{ data: { user_photo: string } }>(
      api,
      'POST',
      '/customer/profile/update',
      {
        token,
        body: form,
      },
    );
    expect(saved.body).toMatchObject({ success: true, message: 'Profile updated successfully' });
    const dashboard = await call<{ user_photo: string; user: { user_photo: string } }>(
      api,
      'GET',
      '/customer/dashboard',
      { token },
    );
    const url = dashboard.body.user_photo;
    expect(url.startsWith(`${api.filesOrigin}/files/`)).toBe(true);
    expect(dashboard.body.user.user_photo).toBe(url);
    expect(saved.body.data.user_photo).toBe(url);
    const file = await fetch(url);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('access-control-allow-origin')).toBe('*');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(photo);
    expect((await fetch(`${api.filesOrigin}/files/unknown/x.png`)).status).toBe(404);
  });

  it('serves bidder pictures root-relative, from the API origin itself', async () => {
    const api = await start();
    const token = await signInDemo(api);
    const { body } = await call<{
      data: { images: { profile: string | null; company_logo: string | null } }[];
    }>(api, 'GET', '/loads/10412/bids', { token });
    const pictures = body.data.map((bid) => bid.images.profile ?? bid.images.company_logo);
    expect(pictures.length).toBeGreaterThan(0);
    for (const path of pictures) expect(path).toMatch(/^\/storage\/avatars\/[A-Z]{1,2}\.svg$/);
    const svg = await fetch(`${api.origin}${pictures[0]}`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await svg.text()).toMatch(/^<svg [^]*<\/svg>$/);
    expect((await fetch(`${api.origin}/storage/avatars/%3Cscript%3E.svg`)).status).toBe(404);
  });
});
