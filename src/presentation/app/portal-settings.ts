import type { ServiceIdentifier } from 'inversify';

/** The settings a screen shows: the support address, and whether this is the demo. */
export interface PortalSettings {
  readonly supportEmail: string;
  readonly demo: boolean;
}

export const PortalSettings: ServiceIdentifier<PortalSettings> = Symbol('PortalSettings');
