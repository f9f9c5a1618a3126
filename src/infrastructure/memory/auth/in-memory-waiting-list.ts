import { AppError } from '../../../domain/shared/app-error';
import { looksLikeEmail } from '../../../domain/auth/email-address';
import type { WaitingList, WaitingListEntry } from '../../../application/ports/waiting-list.port';
import type { DemoGateway } from '../demo/demo-gateway';
import { normaliseEmail } from '../demo/demo-rules';
import { waitingListEmail } from './demo-auth-emails';

/** The beta waiting list in the demo marketplace (state.waitlist), with its confirmation e-mail. */
export class InMemoryWaitingList implements WaitingList {
  constructor(private readonly gateway: DemoGateway) {}

  async join({ name, email }: WaitingListEntry): Promise<void> {
    await this.gateway.changeAnonymous('joinWaitingList', (state, now) => {
      const cleanName = name.trim();
      const cleanEmail = email.trim();
      if (!cleanName || !looksLikeEmail(cleanEmail)) {
        throw AppError.validation('Please give a name and a valid email address.');
      }
      if (state.waitlist.some((w) => normaliseEmail(w.email) === normaliseEmail(cleanEmail))) {
        throw AppError.validation('This email is already on the waiting list.');
      }
      state.waitlist.push({ name: cleanName, email: cleanEmail, at: now.toISOString() });
      this.gateway.marketplace.sendEmail(state, {
        to: cleanEmail,
        ...waitingListEmail(cleanName),
        link: null,
      });
    });
  }
}
