import { forPublishing, type NewLoad, type PublishedLoad } from '../../domain/load/new-load';
import { inCurrentSession } from '../auth/session-scope';
import type { LoadPublisher } from '../ports/load-publisher.port';
import type { SessionStore } from '../ports/session-store.port';

/**
 * Publishes one imported row as Create Job publishes a load (auto rows with no vehicle and no
 * external drivers), with the row's own idempotency key. It belongs to the session it started in:
 * a session change aborts it. Unlike Create Job, it leaves the shipper's form draft alone.
 */
export class PublishImportedLoad {
  constructor(
    private readonly publisher: LoadPublisher,
    private readonly session: SessionStore,
  ) {}

  execute(load: NewLoad, idempotencyKey: string): Promise<PublishedLoad> {
    return inCurrentSession(
      this.session,
      (signal) => this.publisher.publish(forPublishing(load), { idempotencyKey, signal }),
      () => undefined,
    );
  }
}
