import { afterEach, describe, expect, it } from 'vitest';
import { JoinWaitingList } from '../../../src/application/auth/join-waiting-list.use-case';
import { AppError } from '../../../src/domain/shared/app-error';
import { authWorld } from './auth-world';

describe('JoinWaitingList: name and email both required', () => {
  let world = authWorld();
  afterEach(() => {
    world.dispose();
    world = authWorld();
  });

  it('keeps the entry and sends a confirmation e-mail to the Demo inbox', async () => {
    expect(
      await new JoinWaitingList(world.waitingList).execute(' Bea ', ' bea@tester.test '),
    ).toEqual({ kind: 'joined' });
    expect(world.marketplace.read((s) => s.waitlist)).toEqual([
      { name: 'Bea', email: 'bea@tester.test', at: world.clock.now().toISOString() },
    ]);
    expect(world.emails()[0]).toMatchObject({ to: 'bea@tester.test' });
    expect(world.emails()[0]?.body).toContain(
      'Thank you for joining our Beta Tester waiting list!',
    );
  });

  it('both fields are required; nothing is kept', async () => {
    expect(await new JoinWaitingList(world.waitingList).execute('Bea', ' ')).toEqual({
      kind: 'invalid',
      message: 'Please fill in both name and email fields.',
    });
    expect(world.marketplace.read((s) => s.waitlist)).toHaveLength(0);
  });

  it('an address already on the list is refused with the server text', async () => {
    const join = new JoinWaitingList(world.waitingList);
    await join.execute('Bea', 'bea@tester.test');
    const error = await join.execute('Bea Again', 'BEA@tester.test').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).serverMessage).toBe('This email is already on the waiting list.');
    expect(world.marketplace.read((s) => s.waitlist)).toHaveLength(1);
  });
});
