import type { LoadId } from '../../domain/load/load';
import {
  prefillFromLoad,
  type LoadPrefill,
  type OfferedChoices,
} from '../../domain/repeat/post-again';
import { GetLoadDetails } from '../history/get-load-details.use-case';
import type { LoadRepository } from '../ports/load-repository.port';

/** The load types and vehicles the form offers, read when a copy needs them. */
export type OfferedFor = (manual: boolean) => Promise<OfferedChoices>;

/** Post again's copy of a past load: what Create Job is filled with. */
export interface PastLoadCopy {
  execute(id: LoadId, offered: OfferedFor, signal: AbortSignal): Promise<LoadPrefill>;
}

const NOTHING_OFFERED: OfferedChoices = { loadTypes: [], vehicles: [] };

/**
 * The Create Job form from a past load ('Post again'): the load read as Load Details
 * reads it (customer/loads/detail, no call of its own), and the form's lists, the vehicles only
 * for a load that had one (a manual load, by the prefill's own rule).
 */
export class CopyPastLoad implements PastLoadCopy {
  private readonly details: GetLoadDetails;

  constructor(loads: LoadRepository) {
    this.details = new GetLoadDetails(loads);
  }

  async execute(id: LoadId, offered: OfferedFor, signal: AbortSignal): Promise<LoadPrefill> {
    const load = await this.details.execute(id, signal);
    const manual = prefillFromLoad(load, NOTHING_OFFERED).mode === 'manual';
    return prefillFromLoad(load, await offered(manual));
  }
}
