import { waitingListError } from '../../domain/auth/waiting-list';
import type { WaitingList } from '../ports/waiting-list.port';

export type JoinWaitingListResult =
  { readonly kind: 'invalid'; readonly message: string } | { readonly kind: 'joined' };

/** Joins the beta waiting list once name and email are both given. */
export class JoinWaitingList {
  constructor(private readonly waitingList: WaitingList) {}

  async execute(name: string, email: string): Promise<JoinWaitingListResult> {
    const invalid = waitingListError(name, email);
    if (invalid) return { kind: 'invalid', message: invalid };
    await this.waitingList.join({ name: name.trim(), email: email.trim() });
    return { kind: 'joined' };
  }
}
