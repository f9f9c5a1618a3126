import { describe, expect, it, vi } from 'vitest';
import { autorun } from 'mobx';
import type { User } from '../../../src/domain/auth/user';
import { SessionViewModel } from '../../../src/presentation/app/session.view-model';
import { ToastStore } from '../../../src/presentation/app/toast.store';
import { DemoInboxPresenter } from '../../../src/presentation/app/demo/demo-inbox.presenter';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { SignOut } from '../../../src/application/auth/sign-out.use-case';
import type {
  DemoControls,
  DemoInboxEmail,
} from '../../../src/application/ports/demo-controls.port';
import { MarketplaceDemoControls } from '../../../src/infrastructure/memory/demo/demo-controls';
import type { DemoMarketplace } from '../../../src/infrastructure/memory/demo/demo-marketplace';
import { createDemoRuntime } from '../../../src/infrastructure/memory/demo/demo-runtime';
import { MemoryStorage, fakeTime } from '../../infrastructure/demo/demo-fakes';

const dana: User = {
  id: 1,
  email: 'demo@shipper.test',
  firstName: 'Dana',
  lastName: 'Shipper',
  name: 'Dana Shipper',
  phoneNumber: '',
  address: '',
  businessType: '',
  businessDescription: '',
  photoUrl: null,
};

describe('SessionViewModel', () => {
  it('follows sign-in, profile saves and expiry as observable state', () => {
    const store = new LocalStorageSessionStore(null);
    const vm = new SessionViewModel(store);
    const seen: string[] = [];
    const stop = autorun(() =>
      seen.push(`${vm.signedIn ? 'in' : 'out'}:${vm.displayName}:${vm.initials}`),
    );
    store.signIn(dana, 'tok');
    store.updateUser({ ...dana, firstName: 'Danielle' });
    store.expire('tok');
    stop();
    expect(seen).toEqual(['out::', 'in:Dana Shipper:DS', 'in:Danielle Shipper:DS', 'out::']);
    expect(vm.lastChange).toBe('expired');
  });

  it('greets with the first name, then the name, then Customer', () => {
    const store = new LocalStorageSessionStore(null);
    const vm = new SessionViewModel(store);
    expect(vm.firstName).toBe('Customer');
    store.signIn({ ...dana, firstName: '' }, 'tok');
    expect(vm.firstName).toBe('Dana Shipper');
  });
});

describe('ToastStore', () => {
  it('shows toasts one at a time, in order', () => {
    const toasts = new ToastStore();
    toasts.success('Saved');
    toasts.error('Failed');
    expect(toasts.current).toMatchObject({ kind: 'success', message: 'Saved' });
    toasts.dismiss(toasts.current!.id);
    expect(toasts.current).toMatchObject({ kind: 'error', message: 'Failed' });
  });
});

describe('DemoInboxPresenter', () => {
  const email: DemoInboxEmail = {
    id: 1,
    to: 'a@b.test',
    subject: 'Code',
    body: 'Your verification code is 1234',
    link: null,
    sentAt: '2026-11-22T10:00:00Z',
    read: false,
  };

  it('lists e-mails as they arrive and stops listening when stopped', () => {
    let listener: () => void = () => undefined;
    let emails: DemoInboxEmail[] = [];
    const unsubscribe = vi.fn();
    const controls: DemoControls = {
      emails: () => emails,
      subscribe: (l) => ((listener = l), unsubscribe),
      resetData: vi.fn(),
      markInboxRead: vi.fn(),
      clockSpeed: () => 1,
      setClockSpeed: vi.fn(),
    };
    const presenter = new DemoInboxPresenter(
      controls,
      new SignOut(new LocalStorageSessionStore(null)),
    );
    const stop = presenter.start();
    presenter.start();
    emails = [email];
    listener();
    expect(presenter.emails).toEqual([email]);
    stop();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('the dot shows e-mails not yet seen; opening the inbox reads them, for good', () => {
    const storage = new MemoryStorage();
    const time = fakeTime();
    const runtime = () =>
      createDemoRuntime({ storage, clock: time.clock, timers: time.timers, random: () => 0.5 });
    const send = (marketplace: DemoMarketplace, subject: string) =>
      marketplace.transact((state) =>
        marketplace.sendEmail(state, { to: 'a@b.test', subject, body: 'Hello', link: null }),
      );
    const inbox = (marketplace: DemoMarketplace) => {
      const presenter = new DemoInboxPresenter(
        new MarketplaceDemoControls(marketplace, time.clock),
        new SignOut(new LocalStorageSessionStore(null)),
      );
      presenter.start();
      return presenter;
    };
    const marketplace = runtime();
    const presenter = inbox(marketplace);
    send(marketplace, 'Your code');
    send(marketplace, 'Reset your password');
    expect(presenter.unread).toBe(2);
    presenter.toggle(true);
    expect(presenter.unread).toBe(0);
    // Arriving while the inbox is open, it is seen as it shows.
    send(marketplace, 'Another code');
    expect(presenter.unread).toBe(0);
    presenter.toggle(false);
    send(marketplace, 'Waiting list');
    expect(presenter.emails.map((e) => [e.subject, e.read])).toEqual([
      ['Waiting list', false],
      ['Another code', true],
      ['Reset your password', true],
      ['Your code', true],
    ]);
    expect(presenter.unread).toBe(1);
    // After a reload (a new runtime over the same storage), what was read stays read.
    expect(inbox(runtime()).unread).toBe(1);
  });

  it('Reset demo data restores the seed and signs out', () => {
    const store = new LocalStorageSessionStore(null);
    store.signIn(dana, 'tok');
    const controls: DemoControls = {
      emails: () => [],
      subscribe: () => () => undefined,
      resetData: vi.fn(),
      markInboxRead: vi.fn(),
      clockSpeed: () => 1,
      setClockSpeed: vi.fn(),
    };
    const presenter = new DemoInboxPresenter(controls, new SignOut(store));
    presenter.resetDemoData();
    expect(controls.resetData).toHaveBeenCalled();
    expect(store.current().token).toBeNull();
  });
});
