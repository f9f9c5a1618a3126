/**
 * Whether a user asked to be notified of new bids, kept on this device per user (`owner`: the
 * normalised e-mail) and cleared on Sign Out with the rest of the portal's kept items.
 */
export interface BidAlertSetting {
  isOn(owner: string): boolean;
  set(owner: string, on: boolean): void;
}
