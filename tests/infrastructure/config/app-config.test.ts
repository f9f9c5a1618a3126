import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_EMAIL, readConfig } from '../../../src/infrastructure/config/app-config';

describe('readConfig (API base URL and Maps key, read once and checked)', () => {
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
    [
      'a host that would end the policy directive',
      { VITE_API_BASE_URL: 'https://api.example.com;script-src/api/v1' },
      'plain host',
    ],
    ['a bad maps key', { VITE_GOOGLE_MAPS_API_KEY: 'short' }, 'Google Maps API key'],
    ['a bad support e-mail', { VITE_SUPPORT_EMAIL: 'help' }, 'not an e-mail'],
  ])('refuses %s with a clear problem', (_label, env, text) => {
    const result = readConfig(env);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.join(' ')).toContain(text);
  });
});

describe('readConfig: VITE_FILES_ORIGINS, where attachments, photos and logos live', () => {
  it.each([
    ['unset', undefined],
    ['empty', ''],
    ['blank', '  '],
    ['one https origin', 'https://files.example.com'],
    [
      'several, spaced, with a trailing slash and a trailing comma',
      ' https://files.example.com/ , https://cdn.example.net:8443,',
    ],
    ['http on localhost and 127.0.0.1', 'http://localhost:9000,http://127.0.0.1:8742'],
  ])('accepts %s', (_label, value) => {
    expect(readConfig({ VITE_FILES_ORIGINS: value }).ok).toBe(true);
  });

  it.each([
    ['a malformed entry', 'files.example.com', 'is not a URL: "files.example.com"'],
    [
      'plain http to a remote host',
      'http://files.example.com',
      'must use https (http only for localhost): "http://files.example.com"',
    ],
    ['another scheme', 'ftp://files.example.com', 'must use https'],
    ['a path', 'https://files.example.com/uploads', 'an origin only'],
    ['a query string', 'https://files.example.com?x=1', 'an origin only'],
    ['an empty query string', 'https://files.example.com/?', 'an origin only'],
    ['a fragment', 'https://files.example.com#top', 'an origin only'],
    ['user information', 'https://me@files.example.com', 'an origin only'],
    ['a wildcard host', 'https://*.example.com', 'an origin only'],
    [
      'a character that would end the policy directive',
      'https://files.example.com;script-src',
      'an origin only',
    ],
    [
      'one bad entry among good ones',
      'https://files.example.com,http://cdn.example.com',
      '"http://cdn.example.com"',
    ],
  ])('refuses %s with a clear problem naming the variable and the entry', (_label, value, text) => {
    const result = readConfig({ VITE_FILES_ORIGINS: value });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toContain('VITE_FILES_ORIGINS');
    expect(result.problems[0]).toContain(text);
  });
});
