import { portKey } from './port-key';

/** The copy of the portal the browser keeps for offline use, and a newer version of it. */
export interface PortalUpdates {
  /**
   * Starts keeping the portal on this device and looking for a newer version; calls `onReady`
   * once one has been downloaded and waits to take over. Returns the stopper.
   */
  watch(onReady: () => void): () => void;
  /** Lets the waiting version take over, then reloads the page with it. */
  apply(): void;
}

export const PortalUpdates = portKey<PortalUpdates>('PortalUpdates');
