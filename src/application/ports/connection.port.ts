import { portKey } from './port-key';

/** Whether the device has a network connection, and when that changes. */
export interface Connection {
  isOnline(): boolean;
  /** Calls `listener` with the new state; returns the unsubscriber. */
  subscribe(listener: (online: boolean) => void): () => void;
}

export const Connection = portKey<Connection>('Connection');
