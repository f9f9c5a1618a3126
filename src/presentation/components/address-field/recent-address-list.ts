import { makeAutoObservable } from 'mobx';
import type { RecentAddress } from '../../../domain/repeat/recent-addresses';
import type { AddressLookup, AddressResult } from '../../../application/ports/address-lookup.port';
import { FindExactAddress } from '../../../application/repeat/find-exact-address.use-case';
import type {
  PastAddressReader,
  RecentAddressBook,
} from '../../../application/repeat/past-addresses';
import { Query } from '../../async/query';

interface Placing {
  readonly text: string;
  readonly found: (result: AddressResult | null) => void;
}

/** Where nothing is known of the user's past (a field shown on its own, in a test). */
const NO_PAST: PastAddressReader = {
  hold: () => () => undefined,
  read: async () => ({ entries: () => [] }),
  pastLoads: async () => [],
};

/**
 * The 'Recent addresses' of one address field: the shipper's past addresses, read the first time
 * the field takes focus, filtered by what is typed. A failed read lists none (the field works as
 * without them) and is tried again at the next focus. Picking one fills what a picked suggestion
 * fills; one known only as text is looked up once, as a typed address would be.
 */
export class RecentAddressList {
  typed = '';
  readonly past: Query<RecentAddressBook>;
  /** Looking up the place of a picked address known only as text. */
  readonly placing: Query<void, Placing>;
  private release: (() => void) | null = null;

  constructor(
    lookup: AddressLookup,
    private readonly reader: PastAddressReader = NO_PAST,
  ) {
    const exact = new FindExactAddress(lookup);
    // The one read is shared by the screen's address fields and its usual price: one field
    // leaving must not abort it for the others, so it takes no signal.
    this.past = new Query({ fetch: () => reader.read(), errorMessage: () => '' });
    this.placing = new Query<void, Placing>({
      fetch: async ({ text, found }, signal) => {
        const result = await exact.execute(text);
        // Typing or another pick since then cancelled it: the field keeps what it has now.
        if (!signal.aborted) found(result);
      },
      errorMessage: () => '',
    });
    makeAutoObservable<this, 'reader' | 'release'>(
      this,
      { reader: false, release: false, past: false, placing: false },
      { autoBind: true },
    );
  }

  /** Newest first, at most 5 from the loads and the profile address, matching what is typed. */
  get entries(): readonly RecentAddress[] {
    return this.past.data?.entries(this.typed) ?? [];
  }

  /** The field took focus holding `text`: the first time, the past addresses are read. */
  open(text: string): void {
    this.typed = text;
    if (!this.past.loaded && !this.past.loading) void this.past.run();
  }

  /** The user typed: the list follows, and a lookup of an address picked before is dropped. */
  filter(text: string): void {
    this.typed = text;
    this.placing.cancel();
  }

  /**
   * The result a picked address fills the field with: at once when its place is known, else after
   * looking it up; null when the lookup finds no exact match, fails, or the user typed meanwhile
   * (the field then keeps the text).
   */
  async pick(entry: RecentAddress): Promise<AddressResult | null> {
    this.typed = entry.address;
    const { place } = entry;
    if (place) {
      this.placing.cancel();
      return { address: entry.address, ...place, isFromDropdown: true };
    }
    let placed: AddressResult | null = null;
    await this.placing.run({ text: entry.address, found: (result) => (placed = result) });
    return placed;
  }

  /** The field is on screen: the read it shares with the other fields is kept. Idempotent. */
  start(): void {
    this.release ??= this.reader.hold();
  }

  stop(): void {
    this.past.cancel();
    this.placing.cancel();
    this.release?.();
    this.release = null;
  }
}
