/** The signal of a call nobody abandons: the ports take one on every read. */
export const NOT_ABORTED = new AbortController().signal;
