import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_EMAIL, readConfig } from '../../../src/infrastructure/config/app-config';

describe('readConfig (decisions M1–M3)', () => {
  it('is demo mode when no API base URL is set', () => {
    expect(readConfig({})).toEqual({
      ok: true,
      config: {
        mode: 'demo',
        apiBaseUrl: null,
        mapsApiKey: null,
        supportEmail: DEFAULT_SUPPORT_EMAIL,
      },
    });
    expect(readConfig({ VITE_API_BASE_URL: '  ' })).toMatchObject({
      ok: true,
      config: { mode: 'demo' },
    });
  });

  it('is HTTP mode with a valid https base URL (trailing slash dropped)', () => {
    expect(readConfig({ VITE_API_BASE_URL: 'https://api.example.com/api/v1/' })).toMatchObject({
      ok: true,
      config: { mode: 'http', apiBaseUrl: 'https://api.example.com/api/v1' },
    });
    expect(readConfig({ VITE_API_BASE_URL: 'http://localhost:8000/api/v1' })).toMatchObject({
      ok: true,
    });
  });

  it.each([
    ['a malformed URL', { VITE_API_BASE_URL: 'api.example.com' }, 'is not a URL'],
    [
      'plain http to a remote host',
      { VITE_API_BASE_URL: 'http://api.example.com/api/v1' },
      'must use https',
    ],
    ['a query string', { VITE_API_BASE_URL: 'https://api.example.com/?x=1' }, 'query string'],
    ['a bad maps key', { VITE_GOOGLE_MAPS_API_KEY: 'short' }, 'Google Maps API key'],
    ['a bad support e-mail', { VITE_SUPPORT_EMAIL: 'help' }, 'not an e-mail'],
  ])('refuses %s with a clear problem', (_label, env, text) => {
    const result = readConfig(env);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.join(' ')).toContain(text);
  });
});
