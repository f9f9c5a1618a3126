import { makeAutoObservable } from 'mobx';
import type { AddressResult } from '../../../application/ports/address-lookup.port';
import type {
  MatchTypedAddress,
  TypedAddressMatch,
} from '../../../application/create-job/match-typed-address.use-case';
import { Query } from '../../async/query';
import type { LoadFormState, Stop } from './load-form.state';

/** What an address check fills: the Create Job presenter. */
export interface AddressCheckHolder {
  readonly form: LoadFormState;
  pickAddress(stop: Stop, result: AddressResult): void;
}

interface Leaving {
  readonly stop: Stop;
  readonly text: string;
}

/**
 * The check of an address field left without a pick: the lookup is asked about the text as typed.
 * A suggestion it spells out exactly is taken as picked, with its place; otherwise the field is
 * marked 'Choose an address from the suggestions', adding what to type when the lookup suggested
 * nothing at all. While the lookup cannot answer, the typed text
 * is taken as it is, as the field's advice to type the full address says (the server places it).
 * Typing or a pick meanwhile has the last word: an answer for text no longer there is dropped.
 */
export class AddressCheck {
  /** One per field, made when the field is first left: opening the form does no work for them. */
  private readonly checks: Partial<Record<Stop, Query<void, Leaving>>> = {};

  constructor(
    private readonly match: MatchTypedAddress,
    private readonly holder: AddressCheckHolder,
  ) {
    makeAutoObservable<this, 'match' | 'holder' | 'checks'>(
      this,
      { match: false, holder: false, checks: false },
      { autoBind: true },
    );
  }

  /** The shipper left the address field of `stop`: a typed address not yet known is looked up. */
  leave(stop: Stop): void {
    const { form } = this.holder;
    const text = form.values[`${stop}Address`];
    if (!text.trim() || form.isChosen(stop) || form.unmatched[stop]?.text === text) return;
    this.checks[stop] ??= this.newCheck();
    void this.checks[stop].run({ stop, text });
  }

  stop(): void {
    this.checks.pickup?.cancel();
    this.checks.delivery?.cancel();
  }

  private newCheck(): Query<void, Leaving> {
    return new Query<void, Leaving>({
      fetch: async (leaving, signal) => {
        let found: TypedAddressMatch | 'unavailable';
        try {
          found = await this.match.execute(leaving.text);
        } catch {
          found = 'unavailable';
        }
        if (!signal.aborted) this.answered(leaving, found);
      },
      errorMessage: () => '',
    });
  }

  private answered({ stop, text }: Leaving, found: TypedAddressMatch | 'unavailable'): void {
    const { form } = this.holder;
    if (form.values[`${stop}Address`] !== text || form.isChosen(stop)) return;
    if (found === 'unavailable') form.chooseText(stop, text);
    else if (found.kind === 'matched') this.holder.pickAddress(stop, found.result);
    else form.markUnmatched(stop, text, found.suggested);
  }
}
