import { makeAutoObservable } from 'mobx';
import type { LoadId } from '../../../domain/load/load';
import type { LoadMode } from '../../../domain/load/new-load';
import { draftHasInput } from '../../../domain/repeat/draft-guard';
import type { LoadPrefill, PrefillStop } from '../../../domain/repeat/post-again';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import type { AddressResult } from '../../../application/ports/address-lookup.port';
import type { PastLoadCopy } from '../../../application/repeat/copy-past-load.use-case';
import type { FindExactAddress } from '../../../application/repeat/find-exact-address.use-case';
import { Query } from '../../async/query';
import type { DraftSync } from './draft-sync';
import type { LoadFormChoices } from './load-form-choices';
import type { LoadFormState } from './load-form.state';

/** What a copy of a past load fills: the Create Job presenter. */
export interface PostAgainHolder {
  readonly form: LoadFormState;
  readonly choices: LoadFormChoices;
  readonly draft: DraftSync;
  chooseMode(mode: LoadMode): void;
  /** Empties the form and its files; the mode stays. */
  startOver(): void;
}

export interface PostAgainDeps {
  readonly copyLoad: PastLoadCopy;
  readonly findAddress: FindExactAddress;
}

/** The field the screen moves the focus to: the ids of the pickup date and address inputs. */
export type PostAgainFocus = 'pickup-date' | 'pickup-address';

/**
 * 'Post again': Create Job filled from a past load, so a repeat job needs no retyping. The load is
 * read through the load details the portal already reads. A draft in progress is not replaced
 * without asking. An address the load gives only as text is looked up once; failing an exact
 * match, the text stays and the field says 'Check this address' until the shipper picks one.
 */
export class PostAgain {
  /** The load number the form was copied from ('Copied from BH-10421'); null when not copied. */
  copiedFrom: string | null = null;
  /** Whether 'Replace your draft?' is asked, about the copy `offered`. */
  asking = false;
  /** The last copy read, kept after the answer so the closing dialog still names it. */
  offered: LoadPrefill | null = null;
  /** The stops whose copied address is kept as text, to be checked. */
  unchecked: readonly PrefillStop[] = [];
  /** Where the focus goes next; the screen moves it and calls `focused`. */
  focusTo: PostAgainFocus | null = null;
  readonly source: Query<LoadPrefill, LoadId>;
  private readonly placing: Query<void, LoadPrefill>;
  private sourceId: LoadId | null = null;

  constructor(
    deps: PostAgainDeps,
    private readonly holder: PostAgainHolder,
  ) {
    this.source = new Query({
      fetch: async (id, signal) => {
        const prefill = await deps.copyLoad.execute(id, holder.choices.offered, signal);
        if (!signal.aborted) this.offer(prefill);
        return prefill;
      },
      errorMessage: (error) => errorMessage('loadDetails', error),
    });
    this.placing = new Query({
      fetch: (prefill, signal) =>
        Promise.all(
          prefill.unresolved.map(async (stop) => {
            const text = prefill.values[`${stop}Address`];
            const found = await deps.findAddress.execute(text).catch(() => null);
            if (!signal.aborted) this.placed(stop, text, found);
          }),
        ).then(() => undefined),
      errorMessage: () => '',
    });
    makeAutoObservable<this, 'holder' | 'placing' | 'sourceId'>(
      this,
      { holder: false, source: false, placing: false, sourceId: false },
      { autoBind: true },
    );
  }

  /** Fills the form from load `id`, once: asking again for the same copy changes nothing. */
  copyFrom(id: LoadId): void {
    if (id === this.sourceId && (this.source.loading || this.source.loaded)) return;
    this.sourceId = id;
    void this.source.run(id);
  }

  /** Reads the load again after a failure. */
  retry(): void {
    if (this.sourceId !== null) void this.source.run(this.sourceId);
  }

  /** 'Replace': the draft gives way to the copy. */
  replaceDraft(): void {
    if (!this.asking || !this.offered) return;
    this.asking = false;
    this.apply(this.offered);
  }

  /** 'Keep my draft': the copy is dropped and the draft stays as it was. */
  keepDraft(): void {
    this.asking = false;
  }

  /** 'Start empty': the copied form is cleared (the mode stays). */
  startEmpty(): void {
    this.holder.startOver();
    this.focusTo = 'pickup-address';
  }

  /** The form was emptied or published: nothing on it is a copy any more. */
  forget(): void {
    this.placing.cancel();
    this.copiedFrom = null;
    this.unchecked = [];
  }

  /** The shipper picked an address for `stop`: it no longer needs checking. */
  checked(stop: PrefillStop): void {
    this.unchecked = this.unchecked.filter((s) => s !== stop);
  }

  isUnchecked(stop: PrefillStop): boolean {
    return this.unchecked.includes(stop);
  }

  focused(): void {
    this.focusTo = null;
  }

  stop(): void {
    this.source.cancel();
    this.placing.cancel();
  }

  private offer(prefill: LoadPrefill): void {
    this.offered = prefill;
    if (draftHasInput(this.holder.draft.contents)) this.asking = true;
    else this.apply(prefill);
  }

  private apply(prefill: LoadPrefill): void {
    const { holder } = this;
    holder.startOver();
    holder.chooseMode(prefill.mode);
    holder.form.replace(prefill.values);
    this.copiedFrom = prefill.sourceLoadNo;
    // Dates and times are the shipper's to choose: the first of them takes the focus.
    this.focusTo = 'pickup-date';
    if (prefill.unresolved.length) void this.placing.run(prefill);
  }

  /** The lookup of a stop kept as text answered; typing since then has the last word. */
  private placed(stop: PrefillStop, text: string, found: AddressResult | null): void {
    if (this.holder.form.values[`${stop}Address`] !== text) return;
    if (found) this.holder.form.pickAddress(stop, found);
    else this.unchecked = [...this.unchecked, stop];
  }
}
