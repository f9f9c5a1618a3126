import type { Load } from '../../domain/load/load';
import type { PastAddressReader, RecentAddressBook } from '../../application/repeat/past-addresses';

interface Hold {
  release: (() => void) | null;
}

/**
 * A past-address reader whose code (the History list reading and the recent-address rules) loads
 * when an address field first asks for it, not with every portal page: most pages have no address
 * field, and a field that is never focused needs none of it. Holds taken before the code arrives
 * are handed on to the reader once it has.
 */
export class LazyPastAddressReader implements PastAddressReader {
  private reader: PastAddressReader | null = null;
  private loading: Promise<PastAddressReader> | null = null;
  private readonly holds = new Set<Hold>();

  constructor(private readonly load: () => Promise<PastAddressReader>) {}

  hold(): () => void {
    const hold: Hold = { release: this.reader?.hold() ?? null };
    this.holds.add(hold);
    return () => {
      if (!this.holds.delete(hold)) return;
      hold.release?.();
    };
  }

  async read(): Promise<RecentAddressBook> {
    return (await this.loaded()).read();
  }

  async pastLoads(): Promise<readonly Load[]> {
    return (await this.loaded()).pastLoads();
  }

  private loaded(): Promise<PastAddressReader> {
    this.loading ??= this.load().then(
      (reader) => {
        this.reader = reader;
        for (const hold of this.holds) hold.release = reader.hold();
        return reader;
      },
      (error: unknown) => {
        // A failed download may be retried by the next field to ask.
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }
}
