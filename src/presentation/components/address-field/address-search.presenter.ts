import { makeAutoObservable } from 'mobx';
import {
  ADDRESS_MIN_CHARS,
  type AddressLookup,
  type AddressLookupSession,
  type AddressResult,
  type AddressSuggestion,
} from '../../../application/ports/address-lookup.port';
import type { CancelTimer, Timers } from '../../../application/ports/timers.port';
import type { PastAddressReader } from '../../../application/repeat/past-addresses';
import type { RecentAddress } from '../../../domain/repeat/recent-addresses';
import { Command } from '../../async/command';
import { Query } from '../../async/query';
import { RecentAddressList } from './recent-address-list';

/** Suggestions start at ADDRESS_MIN_CHARS characters, after a 300 ms pause in typing. */
export const ADDRESS_DEBOUNCE_MS = 300;

const UNAVAILABLE = 'Address suggestions are unavailable; type the full address.';

/** One entry of the field's list: a recent address (listed first) or a lookup's suggestion. */
export type AddressOption =
  | { readonly kind: 'recent'; readonly entry: RecentAddress }
  | { readonly kind: 'suggestion'; readonly suggestion: AddressSuggestion };

/**
 * Address search behind one field: debounced suggestions, one lookup session per pick (a Places
 * session token with Google), and a newer query always wins over an older answer. Suggestions
 * already shown stay while more is typed, until the answer for the new text arrives. Above them,
 * the shipper's recent addresses that match what is typed, so an address used before is one pick.
 */
export class AddressSearchPresenter {
  /*
   * A failed lookup shows no suggestions until one succeeds. A failure, of a lookup or of a pick,
   * keeps the advice to type the full address through later typing until something succeeds, so
   * it does not flicker on every keystroke while the lookup is down.
   */
  lookupFailed = false;
  pickFailed = false;
  readonly suggestionsQuery: Query<readonly AddressSuggestion[], string>;
  readonly resolving: Command<[AddressSuggestion], AddressResult>;
  readonly recent: RecentAddressList;
  private session: AddressLookupSession | null = null;
  private cancelPause: CancelTimer | null = null;

  constructor(
    private readonly lookup: AddressLookup,
    private readonly timers: Timers,
    past?: PastAddressReader,
  ) {
    this.recent = new RecentAddressList(lookup, past);
    this.suggestionsQuery = new Query({
      fetch: (text, signal) => this.suggest(text, signal),
      errorMessage: () => UNAVAILABLE,
    });
    this.resolving = new Command({
      execute: (suggestion: AddressSuggestion) => this.endSession().resolve(suggestion),
      errorMessage: () => UNAVAILABLE,
    });
    makeAutoObservable<this, 'lookup' | 'timers' | 'session' | 'cancelPause'>(
      this,
      {
        lookup: false,
        timers: false,
        session: false,
        cancelPause: false,
        suggestionsQuery: false,
        resolving: false,
        recent: false,
      },
      { autoBind: true },
    );
  }

  get attribution(): string {
    return this.lookup.attribution;
  }

  get suggestions(): readonly AddressSuggestion[] {
    return this.lookupFailed ? [] : (this.suggestionsQuery.data ?? []);
  }

  /** What the list offers: the matching recent addresses, then the lookup's suggestions. */
  get options(): readonly AddressOption[] {
    return [
      ...this.recent.entries.map((entry): AddressOption => ({ kind: 'recent', entry })),
      ...this.suggestions.map((suggestion): AddressOption => ({ kind: 'suggestion', suggestion })),
    ];
  }

  /** The advice shown under the field while suggestions cannot be had. */
  get failure(): string | null {
    return this.lookupFailed || this.pickFailed ? UNAVAILABLE : null;
  }

  /**
   * The user typed: a lookup after the pause (which supersedes any still on its way), or no
   * suggestions under 3 characters.
   */
  query(text: string): void {
    this.recent.filter(text);
    this.stopPause();
    const trimmed = text.trim();
    if (trimmed.length < ADDRESS_MIN_CHARS) return this.suggestionsQuery.reset();
    this.cancelPause = this.timers.after(ADDRESS_DEBOUNCE_MS, () => {
      this.cancelPause = null;
      void this.suggestionsQuery.run(trimmed);
    });
  }

  /** Resolves a picked suggestion; the lookup session ends with it. Null when it fails. */
  async pick(suggestion: AddressSuggestion): Promise<AddressResult | null> {
    this.stop();
    const outcome = await this.resolving.run(suggestion);
    if (outcome.kind === 'failed') this.pickAnswered(false);
    if (outcome.kind !== 'done') return null;
    this.pickAnswered(true);
    return outcome.value;
  }

  /**
   * A recent address picked: what it fills the field with (see `RecentAddressList.pick`); null
   * when it stays text.
   */
  pickRecent(entry: RecentAddress): Promise<AddressResult | null> {
    this.stop();
    return this.recent.pick(entry);
  }

  /**
   * The field took focus holding `text`: its recent addresses are read the first time. Whether the
   * list opens: with fewer than 3 characters typed, on the recent addresses.
   */
  focus(text: string): boolean {
    this.recent.open(text);
    return text.trim().length < ADDRESS_MIN_CHARS;
  }

  /** The field is on screen; the disposer ends what is pending when it goes. Idempotent. */
  start(): () => void {
    this.recent.start();
    return this.dispose;
  }

  dispose(): void {
    this.stop();
    this.recent.stop();
  }

  /** Drops the lookups due or on their way. */
  stop(): void {
    this.stopPause();
    this.suggestionsQuery.cancel();
    this.recent.placing.cancel();
  }

  /** Suggestions for `text`; whether it failed counts only while no newer request took over. */
  private async suggest(text: string, signal: AbortSignal): Promise<readonly AddressSuggestion[]> {
    try {
      const found = await this.currentSession().suggest(text);
      if (!signal.aborted) this.lookupAnswered(true);
      return found;
    } catch (error) {
      if (!signal.aborted) this.lookupAnswered(false);
      throw error;
    }
  }

  private lookupAnswered(succeeded: boolean): void {
    this.lookupFailed = !succeeded;
    if (succeeded) this.pickFailed = false;
  }

  private pickAnswered(succeeded: boolean): void {
    this.pickFailed = !succeeded;
    if (!succeeded) return;
    this.lookupFailed = false;
    this.suggestionsQuery.reset();
  }

  private stopPause(): void {
    this.cancelPause?.();
    this.cancelPause = null;
  }

  private currentSession(): AddressLookupSession {
    this.session ??= this.lookup.startSession();
    return this.session;
  }

  /** The session, for its last use: the next lookup starts a new one. */
  private endSession(): AddressLookupSession {
    const session = this.currentSession();
    this.session = null;
    return session;
  }
}
