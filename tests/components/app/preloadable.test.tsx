import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { preloadable } from '../../../src/presentation/app/preloadable';

function Screen() {
  return <h1>Dashboard</h1>;
}

const renderIn = (Component: React.ComponentType) =>
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Component />
    </Suspense>,
  );

describe('preloadable (a preloaded route paints without a fallback)', () => {
  it('renders the component in the first commit once preloaded, with no fallback', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Screen }));
    const Preloaded = preloadable(load);
    await Preloaded.preload();
    renderIn(Preloaded);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when it was not preloaded, and loads once', async () => {
    let resolve: (module: { default: React.ComponentType }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ default: React.ComponentType }>((r) => (resolve = r)));
    const Lazy = preloadable(load);
    renderIn(Lazy);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    const preloading = Lazy.preload();
    await act(async () => {
      resolve({ default: Screen });
      await preloading;
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<{ default: React.ComponentType }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ default: Screen });
    const Retried = preloadable(load);
    await expect(Retried.preload()).rejects.toThrow('chunk failed');
    await Retried.preload();
    renderIn(Retried);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
