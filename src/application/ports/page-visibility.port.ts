import { portKey } from './port-key';

/** Whether the page is on screen, and when that changes. */
export interface PageVisibility {
  isVisible(): boolean;
  /** Calls `listener` with the new visibility; returns the unsubscriber. */
  subscribe(listener: (visible: boolean) => void): () => void;
}

export const PageVisibility = portKey<PageVisibility>('PageVisibility');
