import { portKey } from './port-key';

/** An entry of the beta waiting list, which the landing page collects. */
export interface WaitingListEntry {
  readonly name: string;
  readonly email: string;
}

export interface WaitingList {
  join(entry: WaitingListEntry): Promise<void>;
}

export const WaitingList = portKey<WaitingList>('WaitingList');
