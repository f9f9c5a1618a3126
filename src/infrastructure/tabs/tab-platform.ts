/**
 * What this browser offers for its tabs of one origin to share work: locks that one tab holds at
 * a time (Web Locks), and a channel every tab hears (BroadcastChannel). Behind an interface so
 * tests run several "tabs" in one process.
 */
export interface TabPlatform {
  readonly locks: TabLocks;
  /** Opens the channel `name`; a tab does not hear its own messages. */
  channel(name: string): TabChannel;
}

export interface LockEvents {
  /** This tab holds the lock now. */
  granted(): void;
  /** Another tab took the lock from this one (it asked with `steal`). */
  lost(): void;
  /**
   * Another tab holds the lock, so this one waits in line. Not called when the lock is free: then
   * `granted` comes straight away.
   */
  waiting?(): void;
}

export interface TabLocks {
  /**
   * Asks for the lock `name`: `granted` comes when this tab holds it, at once if no tab does;
   * with `steal`, at once in any case, and the tab that held it hears `lost`. Returns what gives
   * the lock back, or stops waiting for it.
   */
  hold(name: string, events: LockEvents, options?: { readonly steal?: boolean }): () => void;
}

export interface TabChannel {
  post(message: unknown): void;
  /** Hears the other tabs' messages; returns what stops hearing them. */
  listen(listener: (message: unknown) => void): () => void;
  close(): void;
}

/** The browser's Web Locks and BroadcastChannel, or null where either is missing. */
export function browserTabPlatform(): TabPlatform | null {
  if (typeof navigator === 'undefined' || !navigator.locks) return null;
  if (typeof BroadcastChannel === 'undefined') return null;
  const locks = navigator.locks;
  return {
    locks: {
      hold(name, events, options = {}) {
        const waiting = new AbortController();
        let giveBack: () => void = () => undefined;
        const held = new Promise<void>((resolve) => (giveBack = resolve));
        let holding = false;
        let released = false;
        const hold = (): Promise<void> | undefined => {
          // The browser grants in a later task: a lock given back meanwhile is not taken up.
          if (released) return undefined;
          holding = true;
          events.granted();
          return held;
        };
        // A stolen lock's request fails with an AbortError; a wait given up does too.
        const settle = (request: Promise<unknown>) =>
          request.catch(() => {
            if (holding) events.lost();
            holding = false;
          });
        const queue = () => settle(locks.request(name, { signal: waiting.signal }, hold));
        if (options.steal) {
          void settle(locks.request(name, { steal: true }, hold));
        } else {
          // Asked first without waiting, to know whether another tab holds it.
          void settle(
            locks.request(name, { ifAvailable: true }, (lock) => {
              if (lock) return hold();
              if (!waiting.signal.aborted) {
                events.waiting?.();
                void queue();
              }
              return undefined;
            }),
          );
        }
        return () => {
          released = true;
          holding = false;
          waiting.abort();
          giveBack();
        };
      },
    },
    channel(name) {
      const channel = new BroadcastChannel(name);
      return {
        post: (message) => channel.postMessage(message),
        listen(listener) {
          const heard = (event: MessageEvent) => listener(event.data);
          channel.addEventListener('message', heard);
          return () => channel.removeEventListener('message', heard);
        },
        close: () => channel.close(),
      };
    },
  };
}
