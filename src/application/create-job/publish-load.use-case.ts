import { forPublishing, type NewLoad, type PublishedLoad } from '../../domain/load/new-load';
import type { DraftStore } from '../ports/draft-store.port';
import type { LoadPublisher } from '../ports/load-publisher.port';
import type { SessionStore } from '../ports/session-store.port';
import { draftOwner } from './draft-owner';

/**
 * Spec §4 creation flow: publishes in auto mode (external drivers not allowed, no vehicle) or
 * manual mode (vehicle and the dialog's external-driver choice); a published load's draft goes.
 */
export class PublishLoad {
  constructor(
    private readonly publisher: LoadPublisher,
    private readonly drafts: DraftStore,
    private readonly session: SessionStore,
  ) {}

  async execute(load: NewLoad): Promise<PublishedLoad> {
    const published = await this.publisher.publish(forPublishing(load));
    const owner = draftOwner(this.session);
    if (owner) this.drafts.clear(owner);
    return published;
  }
}
