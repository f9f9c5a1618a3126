import type {
  LockEvents,
  TabChannel,
  TabPlatform,
} from '../../src/infrastructure/tabs/tab-platform';

interface Request {
  readonly tab: number;
  readonly events: LockEvents;
  active: boolean;
}

interface Lock {
  holder: Request | null;
  readonly queue: Request[];
}

interface Channel {
  readonly tab: number;
  readonly name: string;
  readonly listeners: Set<(message: unknown) => void>;
}

/**
 * Web Locks and BroadcastChannel for several tabs in one test, answering later (as a task) the
 * way the browser does: locks granted in the order asked, stolen with `steal`, given back when a
 * tab closes; messages cloned and heard by every other tab.
 */
export class FakeTabs {
  private readonly locks = new Map<string, Lock>();
  private readonly channels = new Set<Channel>();
  private next = 0;

  /** A new tab's platform, and what closes the tab. */
  open(): { platform: TabPlatform; close: () => void } {
    const tab = this.next++;
    const platform: TabPlatform = {
      locks: { hold: (name, events, options) => this.hold(tab, name, events, options?.steal) },
      channel: (name) => this.channel(tab, name),
    };
    return { platform, close: () => this.close(tab) };
  }

  /** Which tab holds `name`, if any (tabs are numbered from 0 in the order opened). */
  holderOf(name: string): number | null {
    return this.locks.get(name)?.holder?.tab ?? null;
  }

  private hold(tab: number, name: string, events: LockEvents, steal = false): () => void {
    const lock = this.locks.get(name) ?? { holder: null, queue: [] };
    this.locks.set(name, lock);
    const request: Request = { tab, events, active: true };
    if (steal && lock.holder) {
      const old = lock.holder;
      old.active = false;
      later(() => old.events.lost());
    }
    if (steal || !lock.holder) this.grant(lock, request);
    else {
      lock.queue.push(request);
      later(() => request.active && events.waiting?.());
    }
    return () => this.release(lock, request);
  }

  private grant(lock: Lock, request: Request): void {
    lock.holder = request;
    later(() => request.active && request.events.granted());
  }

  private release(lock: Lock, request: Request): void {
    request.active = false;
    const waiting = lock.queue.indexOf(request);
    if (waiting >= 0) lock.queue.splice(waiting, 1);
    if (lock.holder !== request) return;
    lock.holder = null;
    const next = lock.queue.shift();
    if (next) this.grant(lock, next);
  }

  private channel(tab: number, name: string): TabChannel {
    const channel: Channel = { tab, name, listeners: new Set() };
    this.channels.add(channel);
    return {
      post: (message) => {
        const copy = structuredClone(message);
        for (const other of this.channels) {
          if (other === channel || other.name !== name) continue;
          later(() => other.listeners.forEach((listener) => listener(copy)));
        }
      },
      listen: (listener) => {
        channel.listeners.add(listener);
        return () => channel.listeners.delete(listener);
      },
      close: () => this.channels.delete(channel),
    };
  }

  private close(tab: number): void {
    for (const channel of [...this.channels])
      if (channel.tab === tab) this.channels.delete(channel);
    for (const lock of this.locks.values()) {
      for (const request of [...lock.queue]) if (request.tab === tab) this.release(lock, request);
      if (lock.holder?.tab === tab) this.release(lock, lock.holder);
    }
  }
}

const later = (task: () => void) => setTimeout(task, 0);
