import { describe, expect, it, vi } from 'vitest';
import type { Connection } from '../../../src/application/ports/connection.port';
import type { PortalUpdates } from '../../../src/application/ports/portal-updates.port';
import { PortalStatusPresenter } from '../../../src/presentation/app/portal-status.presenter';

/** A connection the test turns off and on. */
function fakeConnection(online: boolean) {
  const listeners = new Set<(online: boolean) => void>();
  const connection: Connection = {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (next: boolean) => {
    online = next;
    for (const listener of listeners) listener(next);
  };
  return { connection, set, listeners };
}

/** Updates whose new version the test makes ready. */
function fakeUpdates() {
  let ready: (() => void) | null = null;
  const updates: PortalUpdates = {
    watch: vi.fn((onReady: () => void) => {
      ready = onReady;
      return () => (ready = null);
    }),
    apply: vi.fn(),
  };
  return { updates, makeReady: () => ready?.() };
}

describe('PortalStatusPresenter', () => {
  it('says offline from the start when the device is, and follows each drop and return', () => {
    const net = fakeConnection(false);
    const status = new PortalStatusPresenter(net.connection, fakeUpdates().updates);
    expect(status.offline).toBe(false);
    status.watch();
    expect(status.offline).toBe(true);
    net.set(true);
    expect(status.offline).toBe(false);
    net.set(false);
    expect(status.offline).toBe(true);
  });

  it('offers a waiting version and takes it only when asked', () => {
    const { updates, makeReady } = fakeUpdates();
    const status = new PortalStatusPresenter(fakeConnection(true).connection, updates);
    status.watch();
    expect(status.updateReady).toBe(false);
    makeReady();
    expect(status.updateReady).toBe(true);
    expect(updates.apply).not.toHaveBeenCalled();
    status.reload();
    expect(updates.apply).toHaveBeenCalledOnce();
  });

  it('watches once however often it is asked, and stops listening when stopped', () => {
    const net = fakeConnection(true);
    const { updates } = fakeUpdates();
    const status = new PortalStatusPresenter(net.connection, updates);
    status.watch();
    const stop = status.watch();
    expect(updates.watch).toHaveBeenCalledOnce();
    expect(net.listeners.size).toBe(1);
    stop();
    expect(net.listeners.size).toBe(0);
    net.set(false);
    expect(status.offline).toBe(false);
    // StrictMode's second effect watches again.
    status.watch();
    expect(net.listeners.size).toBe(1);
  });
});
