import { afterEach, describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { PageReferrerPolicy } from '../../../src/presentation/app/referrer-policy';

/** index.html's tag: no referrer until the app knows which page it shows. */
function staticMeta(): HTMLMetaElement {
  const meta = document.createElement('meta');
  meta.name = 'referrer';
  meta.content = 'no-referrer';
  document.head.append(meta);
  return meta;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <PageReferrerPolicy /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const policies = () =>
  [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="referrer"]')].map(
    (m) => m.content,
  );

afterEach(() => document.head.querySelectorAll('meta[name="referrer"]').forEach((m) => m.remove()));

describe('PageReferrerPolicy (none on the reset page, the origin elsewhere)', () => {
  it('opens a page other than reset with strict-origin-when-cross-origin', () => {
    staticMeta();
    renderAt('/login');
    expect(policies()).toEqual(['strict-origin-when-cross-origin']);
  });

  it('keeps no referrer when the first page is the reset link', () => {
    staticMeta();
    renderAt('/reset-password?token=t0k3n&email=dana%40shipper.test');
    expect(policies()).toEqual(['no-referrer']);
  });

  it('sends no referrer while the reset page is shown, and its origin again once it is left', async () => {
    staticMeta();
    const router = renderAt('/forgot-password');
    expect(policies()).toEqual(['strict-origin-when-cross-origin']);
    await act(() => router.navigate('/reset-password?token=t0k3n&email=dana%40shipper.test'));
    expect(policies()).toEqual(['no-referrer']);
    await act(() => router.navigate('/reset-password', { replace: true }));
    expect(policies()).toEqual(['no-referrer']);
    await act(() => router.navigate('/login'));
    expect(policies()).toEqual(['strict-origin-when-cross-origin']);
  });

  it('adds the tag when the page has none', () => {
    renderAt('/dashboard');
    expect(policies()).toEqual(['strict-origin-when-cross-origin']);
  });
});
