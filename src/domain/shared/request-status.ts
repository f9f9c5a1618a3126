/** Every data request is idle, loading, succeeded or failed with a message. */
export type RequestStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'succeeded' }
  | { readonly kind: 'failed'; readonly message: string };

export const IDLE: RequestStatus = { kind: 'idle' };
export const LOADING: RequestStatus = { kind: 'loading' };
export const SUCCEEDED: RequestStatus = { kind: 'succeeded' };
export const failed = (message: string): RequestStatus => ({ kind: 'failed', message });
