import { makeAutoObservable } from 'mobx';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: string;
}

/** How long a toast stays before it closes itself, whatever its kind. */
export const TOAST_DURATION_MS = 4000;

/** Toasts queue: one shown at a time, in order. */
export class ToastStore {
  queue: Toast[] = [];
  private seq = 0;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Whether any toast was ever shown: until then the app need not download the toast's parts. */
  get used(): boolean {
    return this.seq > 0;
  }

  get current(): Toast | null {
    return this.queue[0] ?? null;
  }

  show(message: string, kind: ToastKind = 'info'): void {
    this.seq += 1;
    this.queue.push({ id: this.seq, kind, message });
  }

  success(message: string): void {
    this.show(message, 'success');
  }

  error(message: string): void {
    this.show(message, 'error');
  }

  dismiss(id: number): void {
    this.queue = this.queue.filter((t) => t.id !== id);
  }
}
