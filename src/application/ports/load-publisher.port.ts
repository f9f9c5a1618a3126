import type { LoadType, Vehicle } from '../../domain/load/load';
import type { NewLoad, PublishedLoad } from '../../domain/load/new-load';
import type { UploadProgress } from '../../domain/shared/upload';
import { portKey } from './port-key';

export interface PublishOptions {
  /**
   * The same key on every retry of one publish, so a server that honours it creates the load once
   * even when an earlier attempt's answer was lost.
   */
  readonly idempotencyKey: string;
  /** Told as the files go out. */
  readonly onProgress?: (progress: UploadProgress) => void;
  /** Abandons the publish: the session that started it ended. */
  readonly signal: AbortSignal;
}

/** Publishes a load so drivers can bid. */
export interface LoadPublisher {
  publish(load: NewLoad, options: PublishOptions): Promise<PublishedLoad>;
}

/** The load form's choices: vehicles and load types. */
export interface LoadFormOptions {
  vehicles(signal: AbortSignal): Promise<readonly Vehicle[]>;
  loadTypes(signal: AbortSignal): Promise<readonly LoadType[]>;
}

export const LoadPublisher = portKey<LoadPublisher>('LoadPublisher');
export const LoadFormOptions = portKey<LoadFormOptions>('LoadFormOptions');
