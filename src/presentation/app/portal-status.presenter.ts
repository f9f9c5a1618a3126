import { makeAutoObservable } from 'mobx';
import type { Connection } from '../../application/ports/connection.port';
import type { PortalUpdates } from '../../application/ports/portal-updates.port';

/**
 * What the page says about the portal itself, on every screen: that the device is offline (the
 * portal still opens from its offline copy, and reads again once back), and that a new version is
 * ready. The new version takes over only when the user says 'Reload', so no form is ever reloaded
 * under someone's hands.
 */
export class PortalStatusPresenter {
  offline = false;
  updateReady = false;
  private stopWatching: (() => void) | null = null;

  constructor(
    private readonly connection: Connection,
    private readonly updates: PortalUpdates,
  ) {
    makeAutoObservable<this, 'connection' | 'updates' | 'stopWatching'>(
      this,
      { connection: false, updates: false, stopWatching: false },
      { autoBind: true },
    );
  }

  /**
   * Follows the connection and registers the offline copy; returns the stopper. Not `start()`:
   * the page calls it once it has painted, so registering and downloading the portal's files
   * never hold back the first screen.
   */
  watch(): () => void {
    if (!this.stopWatching) {
      this.setOffline(!this.connection.isOnline());
      const unsubscribe = this.connection.subscribe((online) => this.setOffline(!online));
      const stopUpdates = this.updates.watch(this.offerUpdate);
      this.stopWatching = () => {
        unsubscribe();
        stopUpdates();
      };
    }
    return this.stop;
  }

  /** Takes the new version: the page reloads with it. */
  reload(): void {
    this.updates.apply();
  }

  private stop(): void {
    this.stopWatching?.();
    this.stopWatching = null;
  }

  private setOffline(offline: boolean): void {
    this.offline = offline;
  }

  private offerUpdate(): void {
    this.updateReady = true;
  }
}
