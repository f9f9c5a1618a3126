/** Spec §2.3 / §7 POST join-platform-mail-send: the beta waiting list. */
export interface WaitingListEntry {
  readonly name: string;
  readonly email: string;
}

export interface WaitingList {
  join(entry: WaitingListEntry): Promise<void>;
}
