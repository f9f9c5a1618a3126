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
  };

  it('lists e-mails as they arrive and stops listening when stopped', () => {
    let listener: () => void = () => undefined;
    let emails: DemoInboxEmail[] = [];
    const unsubscribe = vi.fn();
    const controls: DemoControls = {
      emails: () => emails,
      subscribe: (l) => ((listener = l), unsubscribe),
      resetData: vi.fn(),
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

  it('Reset demo data restores the seed and signs out', () => {
    const store = new LocalStorageSessionStore(null);
    store.signIn(dana, 'tok');
    const controls: DemoControls = {
      emails: () => [],
      subscribe: () => () => undefined,
      resetData: vi.fn(),
      clockSpeed: () => 1,
      setClockSpeed: vi.fn(),
    };
    const presenter = new DemoInboxPresenter(controls, new SignOut(store));
    presenter.resetDemoData();
    expect(controls.resetData).toHaveBeenCalled();
    expect(store.current().token).toBeNull();
  });
});
