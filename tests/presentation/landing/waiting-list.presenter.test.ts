import { autorun } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JoinWaitingList } from '../../../src/application/auth/join-waiting-list.use-case';
import { WaitingListPresenter } from '../../../src/presentation/screens/landing/waiting-list.presenter';
import { AppError } from '../../../src/domain/shared/app-error';
import { SUCCESS_MESSAGES } from '../../../src/domain/shared/error-catalogue';
import { presenterWorld } from '../auth/presenter-world';

describe('WaitingListPresenter: name and email required, server text else the fallback', () => {
  let world = presenterWorld();
  afterEach(() => {
    world.dispose();
    world = presenterWorld();
  });

  it('both fields required', async () => {
    const presenter = world.waitingList();
    presenter.setName('Bea');
    await presenter.submit();
    expect(presenter.failure).toBe('Please fill in both name and email fields.');
    presenter.setEmail('b');
    expect(presenter.failure).toBeNull();
  });

  it('joins: loading then succeeded, the thank-you text, fields cleared', async () => {
    const presenter = world.waitingList();
    presenter.setName('Bea');
    presenter.setEmail('bea@tester.test');
    const kinds: string[] = [];
    const stop = autorun(() => kinds.push(presenter.request.status.kind));
    await presenter.submit();
    stop();
    expect(kinds).toEqual(['idle', 'loading', 'succeeded']);
    expect(presenter.success).toBe('Thank you for joining our Beta Tester waiting list!');
    expect([presenter.name, presenter.email]).toEqual(['', '']);
  });

  it('shows the server text, else "An error occurred. Please try again."', async () => {
    const presenter = world.waitingList();
    presenter.setName('Bea');
    presenter.setEmail('bea@tester.test');
    world.demo.failNext('joinWaitingList', AppError.server('List is closed'));
    await presenter.submit();
    expect(presenter.failure).toBe('List is closed');
    world.demo.failNext('joinWaitingList', new AppError('network'));
    await presenter.submit();
    expect(presenter.failure).toBe('An error occurred. Please try again.');
    expect(presenter.name).toBe('Bea');
  });

  it('sends one entry per click: a second submit while the first is on its way does nothing', async () => {
    const join = vi.fn(() => Promise.resolve());
    const presenter = new WaitingListPresenter(new JoinWaitingList({ join }));
    presenter.setName('Bea');
    presenter.setEmail('bea@tester.test');
    const first = presenter.submit();
    expect(presenter.request.pending).toBe(true);
    await presenter.submit();
    await first;
    expect(join).toHaveBeenCalledOnce();
    expect(presenter.success).not.toBeNull();
  });

  it('a blank field after a success hides the thank-you and shows why', async () => {
    const presenter = world.waitingList();
    presenter.setName('Bea');
    presenter.setEmail('bea@tester.test');
    await presenter.submit();
    presenter.setName('Cal');
    expect(presenter.success).not.toBeNull();
    presenter.setEmail('');
    const seen: (string | null)[] = [];
    const stop = autorun(() => seen.push(presenter.success));
    await presenter.submit();
    stop();
    expect(seen).toEqual([SUCCESS_MESSAGES.waitingList, null]);
    expect(presenter.failure).toBe('Please fill in both name and email fields.');
  });
});
