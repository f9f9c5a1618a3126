import { forPublishing, type NewLoad, type PublishedLoad } from '../../domain/load/new-load';
import type { LoadPublisher, PublishOptions } from '../ports/load-publisher.port';
import type { LoadDraftKeeper } from './load-draft-keeper';

/**
 * Publishes in auto mode (external drivers not allowed, no vehicle) or manual mode (vehicle and
 * the dialog's external-driver choice); once the load is published its draft is discarded.
 */
export class PublishLoad {
  constructor(
    private readonly publisher: LoadPublisher,
    private readonly draft: LoadDraftKeeper,
  ) {}

  async execute(load: NewLoad, options: PublishOptions): Promise<PublishedLoad> {
    const published = await this.publisher.publish(forPublishing(load), options);
    this.draft.discard();
    return published;
  }
}
