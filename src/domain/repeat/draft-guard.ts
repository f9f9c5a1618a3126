import { EMPTY_LOAD_FORM, type LoadFormValues } from '../load/load-form-rules';

/** What a Create Job draft holds: the form's values and the names of the files attached. */
export interface DraftContents {
  readonly values: LoadFormValues;
  readonly attachmentNames: readonly string[];
}

/**
 * Whether a Create Job draft holds anything the shipper put in (any text beyond spaces, a picked
 * place, a load type, a vehicle or a file): then filling the form from another load must ask
 * 'Replace your draft?' first. Choosing Auto or Manual alone is not a draft worth asking about.
 */
export function draftHasInput(draft: DraftContents): boolean {
  if (draft.attachmentNames.length > 0) return true;
  return (Object.keys(EMPTY_LOAD_FORM) as (keyof LoadFormValues)[]).some((key) => {
    const value = draft.values[key];
    return typeof value === 'string' ? value.trim() !== '' : value !== EMPTY_LOAD_FORM[key];
  });
}
