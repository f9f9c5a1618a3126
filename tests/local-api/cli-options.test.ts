import { describe, expect, it } from 'vitest';
import { readCliOptions } from '../../local-api/cli-options';

describe('local API: command-line options', () => {
  it.each([
    [
      {},
      [],
      {
        port: 8787,
        filesPort: 8788,
        maxSeconds: null,
        corsOrigins: null,
        resetLinkOrigins: null,
        events: true,
        push: true,
        seedLoads: null,
        seedBids: null,
      },
    ],
    [{}, ['--seed-loads', '5000', '--seed-bids', '200'], { seedLoads: 5000, seedBids: 200 }],
    [{}, ['--seed-loads=50'], { seedLoads: 50, seedBids: null }],
    [{}, ['--seed-bids=10', '--max-seconds=60'], { seedBids: 10, maxSeconds: 60 }],
    [{}, ['--no-events', '--max-seconds', '5'], { events: false, maxSeconds: 5 }],
    [{}, ['--no-push'], { push: false, events: true }],
    [{ PORT: '9000' }, [], { port: 9000, filesPort: 9001 }],
    [{ PORT: '0' }, [], { port: 0, filesPort: 0 }],
    [{ PORT: '9000', FILES_PORT: '9100' }, [], { port: 9000, filesPort: 9100 }],
    [{}, ['--max-seconds', '30'], { maxSeconds: 30 }],
    [{}, ['--max-seconds=2.5'], { maxSeconds: 2.5 }],
    [
      { CORS_ORIGINS: 'https://a.test, https://b.test' },
      [],
      { corsOrigins: ['https://a.test', 'https://b.test'] },
    ],
    [
      { RESET_LINK_ORIGINS: 'https://portal.example, http://127.0.0.1:4173/' },
      [],
      { resetLinkOrigins: ['https://portal.example', 'http://127.0.0.1:4173'] },
    ],
  ])('reads %j %j', (env, argv, expected) => {
    expect(readCliOptions(argv, env)).toMatchObject(expected);
  });

  it.each([
    [{ PORT: '-1' }, [], 'PORT must be a port number'],
    [{ FILES_PORT: '70000' }, [], 'FILES_PORT must be a port number'],
    [{}, ['--max-seconds'], '--max-seconds must be a number of seconds above 0'],
    [{}, ['--max-seconds', '0'], '--max-seconds must be a number of seconds above 0'],
    [{}, ['--port', '1'], 'Unknown option "--port".'],
    [{}, ['--seed-loads'], '--seed-loads must be a whole number from 1 to 50000, not "".'],
    [{}, ['--seed-loads', '0'], '--seed-loads must be a whole number from 1 to 50000, not "0".'],
    [{}, ['--seed-loads=50001'], '--seed-loads must be a whole number from 1 to 50000'],
    [{}, ['--seed-bids', '2.5'], '--seed-bids must be a whole number from 1 to 2000, not "2.5".'],
    [{}, ['--seed-bids=many'], '--seed-bids must be a whole number from 1 to 2000, not "many".'],
    [
      { RESET_LINK_ORIGINS: 'portal.example' },
      [],
      'RESET_LINK_ORIGINS must be http(s) origins, not "portal.example".',
    ],
    [
      { RESET_LINK_ORIGINS: 'https://portal.example/app' },
      [],
      'RESET_LINK_ORIGINS must be http(s) origins, not "https://portal.example/app".',
    ],
  ])('refuses %j %j', (env, argv, message) => {
    expect(() => readCliOptions(argv, env)).toThrow(message);
  });
});
