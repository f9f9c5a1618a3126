import { waitingListError } from '../../domain/auth/waiting-list';
import type { WaitingList } from '../ports/waiting-list.port';

export type JoinWaitingListResult =
  { readonly kind: 'invalid'; readonly message: string } | { readonly kind: 'joined' };

/** Spec §2.3 / §5: name and email both required, then the beta waiting list. */
export class JoinWaitingList {
  constructor(private readonly waitingList: WaitingList) {}

  async execute(name: string, email: string): Promise<JoinWaitingListResult> {
    const invalid = waitingListError(name, email);
    if (invalid) return { kind: 'invalid', message: invalid };
    await this.waitingList.join({ name: name.trim(), email: email.trim() });
    return { kind: 'joined' };
  }
}
