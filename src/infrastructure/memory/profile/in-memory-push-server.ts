import type { PushServer } from '../../../application/ports/push-notifications.port';

/**
 * Demo mode: the marketplace runs in the page, so nothing can reach a closed portal. It offers no
 * push; the page's own alerts tell of new bids while a tab is open.
 */
export class InMemoryPushServer implements PushServer {
  async publicKey(): Promise<string | null> {
    return null;
  }

  async add(): Promise<void> {
    throw new Error('The demo marketplace sends no pushes.');
  }

  async remove(): Promise<void> {
    // No device was ever added.
  }
}
