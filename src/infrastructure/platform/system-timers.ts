import type { Timers } from '../../application/ports/timers.port';

/** The platform's timers, looked up at each call so that test fake timers apply. */
export const systemTimers: Timers = {
  after(ms, callback) {
    const handle = setTimeout(callback, ms);
    return () => clearTimeout(handle);
  },
  every(ms, callback) {
    const handle = setInterval(callback, ms);
    return () => clearInterval(handle);
  },
};
