import { makeAutoObservable, observable } from 'mobx';
import type { StopStatus } from '../../../domain/load/import/import-rows';
import type {
  ImportAddressAnswer,
  ResolveImportAddress,
} from '../../../application/create-job/resolve-import-address.use-case';
import type {
  AddressResult,
  AddressSuggestion,
} from '../../../application/ports/address-lookup.port';

/** What the lookup made of one address text. */
type StopEntry =
  | { readonly kind: 'checking' }
  | { readonly kind: 'found'; readonly result: AddressResult }
  | {
      readonly kind: 'unmatched';
      readonly suggestions: readonly AddressSuggestion[];
      readonly choose: ((suggestion: AddressSuggestion) => Promise<AddressResult>) | null;
    };

/** How many addresses are looked up at once: enough to be quick, few enough to spare the service. */
const LOOKUPS_AT_ONCE = 4;

/**
 * The imported rows' addresses, placed through the address lookup: each distinct text is looked
 * up once, a few at a time, and every row with that text shares the answer.
 */
export class AddressStops {
  private readonly stops = observable.map<string, StopEntry>();
  private lookupsWaiting: string[] = [];
  private lookupsRunning = 0;
  private stopped = false;

  constructor(private readonly resolveAddress: ResolveImportAddress) {
    makeAutoObservable<
      this,
      'resolveAddress' | 'stops' | 'lookupsWaiting' | 'lookupsRunning' | 'stopped'
    >(
      this,
      {
        resolveAddress: false,
        stops: false,
        lookupsWaiting: false,
        lookupsRunning: false,
        stopped: false,
      },
      { autoBind: true },
    );
  }

  /** Lookups go out again, as the screen opens. */
  resume(): void {
    this.stopped = false;
  }

  /** No more lookups go out once the screen is left. */
  stop(): void {
    this.stopped = true;
  }

  /** Looks up each of these texts that was not looked up yet. */
  lookUp(texts: readonly (string | undefined)[]): void {
    for (const text of texts) {
      const key = text?.trim();
      if (!key || this.stops.has(key)) continue;
      this.setStop(key, { kind: 'checking' });
      this.lookupsWaiting.push(key);
    }
    this.nextLookups();
  }

  /** The shipper picked one of an address's suggestions: every row with that text takes it. */
  async chooseAddress(text: string, suggestionId: string): Promise<void> {
    const key = text.trim();
    const entry = this.stops.get(key);
    if (entry?.kind !== 'unmatched' || !entry.choose) return;
    const suggestion = entry.suggestions.find((s) => s.id === suggestionId);
    if (!suggestion) return;
    try {
      const result = await entry.choose(suggestion);
      this.setStop(key, { kind: 'found', result });
    } catch {
      // The lookup could not place it: the row keeps asking for the address to be checked.
    }
  }

  /** The suggestions offered for an address that was not matched. */
  suggestionsFor(text: string | undefined): readonly AddressSuggestion[] {
    const entry = text ? this.stops.get(text.trim()) : undefined;
    return entry?.kind === 'unmatched' ? entry.suggestions : [];
  }

  /** What a row's check knows of an address. */
  statusOf(text: string | undefined): StopStatus {
    const entry = text ? this.stops.get(text.trim()) : undefined;
    if (!entry || entry.kind === 'checking') return { kind: 'checking' };
    if (entry.kind === 'unmatched') return { kind: 'unmatched' };
    const { result } = entry;
    return {
      kind: 'found',
      address: result.address,
      place: {
        latitude: result.latitude,
        longitude: result.longitude,
        cityName: result.cityName,
        stateName: result.stateName,
        zipcode: result.zipcode,
      },
    };
  }

  private nextLookups(): void {
    while (this.lookupsRunning < LOOKUPS_AT_ONCE && !this.stopped) {
      const key = this.lookupsWaiting.shift();
      if (key === undefined) return;
      this.lookupsRunning += 1;
      void this.resolveAddress.execute(key).then(
        (answer) => this.looked(key, answer),
        () => this.looked(key, null),
      );
    }
  }

  private looked(key: string, answer: ImportAddressAnswer | null): void {
    this.lookupsRunning -= 1;
    if (answer?.kind === 'found') this.setStop(key, { kind: 'found', result: answer.result });
    else {
      // A lookup that failed offers nothing to choose: the shipper edits the address.
      this.setStop(key, {
        kind: 'unmatched',
        suggestions: answer?.suggestions ?? [],
        choose: answer?.choose ?? null,
      });
    }
    this.nextLookups();
  }

  private setStop(key: string, entry: StopEntry): void {
    this.stops.set(key, entry);
  }
}
