import type { Load } from '../../domain/load/load';
import { recentAddresses, type RecentAddress } from '../../domain/repeat/recent-addresses';
import { recentLoads } from '../history/search-load-history.use-case';
import type { LoadRepository } from '../ports/load-repository.port';
import type { SessionStore } from '../ports/session-store.port';
import { portKey } from '../ports/port-key';

/** The shipper's past addresses, as the 'Recent addresses' of an address field list them. */
export interface RecentAddressBook {
  /** Newest first, at most 5 from the loads, then the profile address; matching `typed`. */
  entries(typed: string): readonly RecentAddress[];
}

/** The shipper's past addresses, for the address fields on screen. */
export interface PastAddressReader {
  /** A field is on screen: the read the fields share is kept until the last one lets go. */
  hold(): () => void;
  read(): Promise<RecentAddressBook>;
  /** The loads the book is made from, from the same read (none when signed out). */
  pastLoads(): Promise<readonly Load[]>;
}

/** Nobody signed in: no past. */
const NO_PAST: RecentAddressBook = { entries: () => [] };

interface SharedRead {
  /** The session the loads were read for. */
  readonly token: string;
  readonly loads: Promise<readonly Load[]>;
  readonly controller: AbortController;
}

/**
 * The signed-in shipper's past addresses, with no call of their own: the newest loads through the
 * list History reads (customer/loads/list) and the address from the session's user, which
 * the profile screen keeps up to date. The fields of one screen (Create Job's pickup and delivery)
 * share one read, made when the first of them asks and dropped when the last one goes, so the next
 * visit sees the loads published meanwhile. Signed out (sign-up) there is nothing to read.
 */
export class ShipperPastAddresses implements PastAddressReader {
  private holders = 0;
  private shared: SharedRead | null = null;

  constructor(
    private readonly loads: LoadRepository,
    private readonly session: SessionStore,
  ) {}

  hold(): () => void {
    this.holders += 1;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.holders -= 1;
      if (this.holders === 0) this.drop();
    };
  }

  async pastLoads(): Promise<readonly Load[]> {
    const { token, user } = this.session.current();
    return token && user ? this.loadsFor(token) : [];
  }

  async read(): Promise<RecentAddressBook> {
    const { token, user } = this.session.current();
    if (!token || !user) return NO_PAST;
    const loads = await this.loadsFor(token);
    const profileAddress = user.address.trim() || null;
    return { entries: (typed) => recentAddresses(loads, profileAddress, typed) };
  }

  private loadsFor(token: string): Promise<readonly Load[]> {
    if (this.shared?.token !== token) {
      this.drop();
      const controller = new AbortController();
      const shared: SharedRead = {
        token,
        controller,
        loads: recentLoads(this.loads, controller.signal),
      };
      // A failed read is not kept: the next field to ask reads again.
      shared.loads.catch(() => {
        if (this.shared === shared) this.shared = null;
      });
      this.shared = shared;
    }
    return this.shared.loads;
  }

  private drop(): void {
    this.shared?.controller.abort();
    this.shared = null;
  }
}

export const PastAddressReader = portKey<PastAddressReader>('PastAddressReader');
