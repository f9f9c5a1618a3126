import type { DemoMarketplace } from '../../src/infrastructure/memory/demo/demo-marketplace';
import type { DemoEmail } from '../../src/infrastructure/memory/demo/demo-state';

/**
 * Every e-mail the backend "sent" (verification codes, reset links, waiting-list confirmations),
 * as the marketplace keeps them for the Demo inbox. A reset link points to the portal origin the
 * forgot-password route chose: the call's `base_url` when allow-listed, else the default portal
 * (auth/reset-links.ts).
 */
export class Outbox {
  private readonly linkBases = new Map<number, string>();

  constructor(private readonly marketplace: DemoMarketplace) {}

  /** The newest e-mail's id (0 when none), to tell later e-mails apart. */
  newestId(): number {
    return this.marketplace.read((state) => state.emails[0]?.id ?? 0);
  }

  /** The links of the e-mails sent after `sinceId` point to `baseUrl` (an http(s) origin). */
  linkBackTo(sinceId: number, baseUrl: string): void {
    if (!/^https?:\/\//i.test(baseUrl) || !URL.canParse(baseUrl)) return;
    this.marketplace.read((state) =>
      state.emails
        .filter((email) => email.id > sinceId && email.link)
        .forEach((email) => this.linkBases.set(email.id, baseUrl)),
    );
  }

  /** Newest first. */
  toDto() {
    return {
      data: this.marketplace.read((state) => state.emails.map((email) => this.emailToDto(email))),
    };
  }

  clear(): void {
    this.linkBases.clear();
  }

  private emailToDto(email: DemoEmail) {
    const base = this.linkBases.get(email.id);
    return {
      id: email.id,
      to: email.to,
      subject: email.subject,
      body: email.body,
      link: email.link
        ? {
            label: email.link.label,
            href: base ? new URL(email.link.href, base).href : email.link.href,
          }
        : null,
      sent_at: email.sentAt,
    };
  }
}
