import { EMPTY_LOAD_FORM, type LoadFormValues } from '../../domain/load/load-form-rules';
import type { LoadMode } from '../../domain/load/new-load';
import type { Clock } from '../ports/clock.port';
import type { DraftStore } from '../ports/draft-store.port';
import type { SessionStore } from '../ports/session-store.port';
import { draftOwner } from './draft-owner';

/** Keeps the form as typed, per user; an untouched form leaves no draft behind. */
export class SaveLoadDraft {
  constructor(
    private readonly drafts: DraftStore,
    private readonly session: SessionStore,
    private readonly clock: Clock,
  ) {}

  execute(mode: LoadMode | null, values: LoadFormValues): void {
    const owner = draftOwner(this.session);
    if (!owner) return;
    if (mode === null && isUntouched(values)) this.drafts.clear(owner);
    else this.drafts.write(owner, { mode, values, savedAt: this.clock.now().toISOString() });
  }
}

function isUntouched(values: LoadFormValues): boolean {
  return (Object.keys(EMPTY_LOAD_FORM) as (keyof LoadFormValues)[]).every(
    (key) => values[key] === EMPTY_LOAD_FORM[key],
  );
}
