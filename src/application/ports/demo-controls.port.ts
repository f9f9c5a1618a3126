import { portKey } from './port-key';

/**
 * Demo mode only: the Demo inbox, which lists every email the demo backend sends,
 * and the demo's own controls.
 */
export interface DemoInboxEmail {
  readonly id: number;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly link: { readonly label: string; readonly href: string } | null;
  readonly sentAt: string;
  /** Whether the Demo inbox was open since it arrived. */
  readonly read: boolean;
}

export interface DemoControls {
  emails(): readonly DemoInboxEmail[];
  /** Every e-mail sent so far has been seen: the inbox was opened, or is open as it arrives. */
  markInboxRead(): void;
  /** Called whenever the demo data change. */
  subscribe(listener: () => void): () => void;
  /** Restores the seed; the caller signs out. */
  resetData(): void;
  clockSpeed(): number;
  setClockSpeed(speed: number): void;
}

export const DemoControls = portKey<DemoControls>('DemoControls');
