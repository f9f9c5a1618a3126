import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { Container } from 'inversify';
import { ContainerProvider } from '../../../src/presentation/app/container';
import {
  useSessionFollower,
  type PageReload,
} from '../../../src/presentation/app/session-follower';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { browserTabs } from '../../support/browser-tabs';
import { dana } from '../../support/users';
import { SessionViewModel } from '../../../src/presentation/app/session.view-model';

let navigateTo: (path: string) => void = () => undefined;
function Navigator() {
  const navigate = useNavigate();
  navigateTo = (path) => void navigate(path);
  return null;
}

function SessionFollower({ reload }: { reload: PageReload }) {
  useSessionFollower(reload);
  return null;
}

function renderFollower(store: LocalStorageSessionStore, path: string) {
  const reload = vi.fn();
  const container = new Container();
  container.bind(SessionViewModel).toConstantValue(new SessionViewModel(store));
  render(
    <ContainerProvider container={container}>
      <MemoryRouter initialEntries={[path]}>
        <Navigator />
        <SessionFollower reload={reload} />
      </MemoryRouter>
    </ContainerProvider>,
  );
  return reload;
}

describe('useSessionFollower', () => {
  it('starts the tab afresh at /dashboard when another tab signs in as someone else', () => {
    const browser = browserTabs();
    const a = browser.openTab();
    const b = browser.openTab();
    const tabA = new LocalStorageSessionStore(a.storage, a.otherTabs);
    tabA.signIn(dana, 'tok-dana');
    const reload = renderFollower(
      new LocalStorageSessionStore(b.storage, b.otherTabs),
      '/create-job',
    );
    act(() =>
      tabA.signIn({ ...dana, id: 99, email: 'sam@carter.test', firstName: 'Sam' }, 'tok-sam'),
    );
    expect(reload).toHaveBeenCalledWith('/dashboard');
  });

  it('does not reload when the same user signs in again elsewhere', () => {
    const browser = browserTabs();
    const a = browser.openTab();
    const b = browser.openTab();
    const tabA = new LocalStorageSessionStore(a.storage, a.otherTabs);
    tabA.signIn(dana, 'tok-1');
    const reload = renderFollower(
      new LocalStorageSessionStore(b.storage, b.otherTabs),
      '/create-job',
    );
    act(() => tabA.signIn(dana, 'tok-2'));
    expect(reload).not.toHaveBeenCalled();
  });

  it.each(['/signup', '/login', '/'])(
    'drops the sign-up password when the code view is left for %s',
    (path) => {
      const store = new LocalStorageSessionStore(null);
      store.setPendingVerification('new@shipper.test');
      store.setSignupPassword('Fresh123');
      renderFollower(store, '/email-verification');
      expect(store.signupPassword()).toBe('Fresh123');
      act(() => navigateTo(path));
      expect(store.signupPassword()).toBeNull();
    },
  );
});
