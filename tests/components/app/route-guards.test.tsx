import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Container } from 'inversify';
import { ContainerProvider } from '../../../src/presentation/app/container';
import {
  SignedInOnly,
  SignedOutOnly,
  UnknownPath,
} from '../../../src/presentation/app/route-guards';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { browserTabs } from '../../support/browser-tabs';
import { dana } from '../../support/users';
import { SessionViewModel } from '../../../src/presentation/app/session.view-model';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(
  path: string,
  setup: (store: LocalStorageSessionStore) => void = () => undefined,
) {
  const store = new LocalStorageSessionStore(null);
  const session = new SessionViewModel(store);
  setup(store);
  return renderWith(session, path);
}

/** Renders the guards over `session` at `path`; `then` runs after the first render. */
function renderWith(session: SessionViewModel, path: string, then: () => void = () => undefined) {
  const container = new Container();
  container.bind(SessionViewModel).toConstantValue(session);
  render(
    <ContainerProvider container={container}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<SignedOutOnly />}>
            <Route path="/login" element={<Where />} />
            <Route path="/email-verification" element={<Where />} />
          </Route>
          <Route element={<SignedInOnly />}>
            <Route path="/dashboard" element={<Where />} />
            <Route path="/history/:loadId" element={<Where />} />
          </Route>
          <Route path="*" element={<UnknownPath />} />
        </Routes>
      </MemoryRouter>
    </ContainerProvider>,
  );
  then();
  return screen.getByLabelText('where').textContent;
}

const signedIn = (store: LocalStorageSessionStore) => store.signIn(dana, 'tok');

describe('route guards', () => {
  it('sends a signed-out visitor of a protected page to /login, remembering the page', () => {
    expect(renderAt('/history/12?tab=1')).toBe(
      `/login?redirect=${encodeURIComponent('/history/12?tab=1')}`,
    );
  });

  it('sends a pending verification without a session to /email-verification', () => {
    expect(renderAt('/dashboard', (s) => s.setPendingVerification('new@shipper.test'))).toBe(
      '/email-verification',
    );
  });

  it('keeps a signed-in user out of the auth views', () => {
    expect(renderAt('/login', signedIn)).toBe('/dashboard');
  });

  it('lets a signed-in user into the portal', () => {
    expect(renderAt('/history/12', signedIn)).toBe('/history/12');
  });

  it.each([
    ['signed out', () => undefined, '/login'],
    ['signed in', signedIn, '/dashboard'],
  ])('sends any other path, %s, to %s', (_label, setup, expected) => {
    expect(renderAt('/no/such/page', setup)).toBe(expected);
  });
});

describe('after a deliberate sign-out', () => {
  it('goes to a plain /login, remembering nothing', () => {
    expect(
      renderAt('/dashboard', (s) => {
        s.signIn(dana, 'tok');
        s.clear();
      }),
    ).toBe('/login');
  });

  it('but an expired session remembers the page', () => {
    expect(
      renderAt('/history/12', (s) => {
        s.signIn(dana, 'tok');
        s.expire('tok');
      }),
    ).toBe(`/login?redirect=${encodeURIComponent('/history/12')}`);
  });
});

describe('a session ended or started in another tab', () => {
  it('a signed-in user on a login that remembers a page goes to that page', () => {
    expect(renderAt(`/login?redirect=${encodeURIComponent('/history/12')}`, signedIn)).toBe(
      '/history/12',
    );
  });

  it('a session ended elsewhere remembers the page this tab was on', () => {
    const browser = browserTabs();
    const a = browser.openTab();
    const b = browser.openTab();
    const tabA = new LocalStorageSessionStore(a.storage, a.otherTabs);
    tabA.signIn(dana, 'tok');
    const tabB = new LocalStorageSessionStore(b.storage, b.otherTabs);
    expect(
      renderWith(new SessionViewModel(tabB), '/history/12', () => act(() => tabA.clear())),
    ).toBe(`/login?redirect=${encodeURIComponent('/history/12')}`);
  });
});
