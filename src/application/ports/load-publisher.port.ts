import type { LoadType, Vehicle } from '../../domain/load/load';
import type { NewLoad, PublishedLoad } from '../../domain/load/new-load';

/** Spec §7 POST customer/loads/store: publishes a load so drivers can bid. */
export interface LoadPublisher {
  publish(load: NewLoad): Promise<PublishedLoad>;
}

/** Spec §7 GET vehicles and GET common/loads/dropdowns: the load form's choices. */
export interface LoadFormOptions {
  vehicles(): Promise<readonly Vehicle[]>;
  loadTypes(): Promise<readonly LoadType[]>;
}
