import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/domain/shared/app-error';
import { DemoGateway } from '../../../src/infrastructure/memory/demo/demo-gateway';
import { DemoMarketplace } from '../../../src/infrastructure/memory/demo/demo-marketplace';
import { createDemoSeed } from '../../../src/infrastructure/memory/demo/demo-seed';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { userFromDemo } from '../../../src/infrastructure/memory/demo/demo-mappers';

const NOW = new Date('2026-11-22T10:00:00Z');

function rig() {
  const marketplace = new DemoMarketplace({
    storage: null,
    clock: { now: () => NOW },
    seed: (now) => ({
      ...createDemoSeed(now),
      tokens: [{ token: 'tok', userId: 1, createdAt: now.toISOString() }],
    }),
  });
  const session = new LocalStorageSessionStore(null);
  session.signIn(userFromDemo(marketplace.read((s) => s.users[0]!)), 'tok');
  return { gateway: new DemoGateway(marketplace, session), session };
}

describe('DemoGateway', () => {
  it('answers as the user of the session token', async () => {
    const { gateway } = rig();
    await expect(gateway.asUser('whoami', (_s, user) => user.email)).resolves.toBe(
      'demo@shipper.test',
    );
  });

  it('expires the session on an unknown token, as the HTTP client does on a 401', async () => {
    const { gateway, session } = rig();
    session.signIn(session.current().user!, 'forged');
    await expect(gateway.asUser('whoami', (_s, user) => user.email)).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
    expect(session.current().token).toBeNull();
  });

  it('fails the next call of one operation once, and an injected 401 logs out too', async () => {
    const { gateway, session } = rig();
    gateway.failNext('whoami', AppError.server('Boom'));
    await expect(gateway.asUser('whoami', () => 'ok')).rejects.toMatchObject({
      serverMessage: 'Boom',
    });
    await expect(gateway.asUser('whoami', () => 'ok')).resolves.toBe('ok');
    gateway.failNext('whoami', AppError.unauthenticated());
    await expect(gateway.asUser('whoami', () => 'ok')).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
    expect(session.current().token).toBeNull();
  });

  it('answers in a later task, as a network answer arrives, not in the caller’s task', async () => {
    const { gateway } = rig();
    let answered = false;
    let ran = false;
    const call = gateway
      .asUser('whoami', () => {
        ran = true;
        return 'ok';
      })
      .then(() => (answered = true));
    // Everything the caller's task can still run: its promise chains.
    for (let i = 0; i < 50; i++) await Promise.resolve();
    expect({ ran, answered }).toEqual({ ran: false, answered: false });
    await call;
    expect({ ran, answered }).toEqual({ ran: true, answered: true });
  });
});
