import { forPublishing, type NewLoad, type PublishedLoad } from '../../domain/load/new-load';
import type { LoadPublisher, PublishOptions } from '../ports/load-publisher.port';
import type { LoadDraftKeeper } from './load-draft-keeper';

/**
 * Publishes in auto mode (external drivers not allowed, no vehicle) or manual mode (vehicle and
 * the dialog's external-driver choice); once the load is published its draft is discarded. The
 * publish belongs to the session it started in: a session change aborts it, and a result that
 * comes back after that session ended fails with SessionEndedError and leaves the draft and the
 * kept files of whoever is signed in now alone.
 */
export class PublishLoad {
  constructor(
    private readonly publisher: LoadPublisher,
    private readonly draft: LoadDraftKeeper,
  ) {}

  execute(load: NewLoad, options: Omit<PublishOptions, 'signal'>): Promise<PublishedLoad> {
    return this.draft.discardOnceSent((signal) =>
      this.publisher.publish(forPublishing(load), { ...options, signal }),
    );
  }
}
