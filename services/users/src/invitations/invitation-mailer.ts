import { customerInvitationMail } from '@lineup/contracts/users-messages';
import type { Logger } from '@lineup/server-kit/logger';
import { createMailTransport } from '@lineup/server-kit/mail-transport';

/** A new customer account, as its invitation names it. */
export type Invitee = { email: string; firstName: string; organizationName: string };

/** Tells a new customer account where the customer portal is and which address signs in. */
export type InvitationMailer = { sendInvitation(invitee: Invitee): Promise<void> };

/**
 * Invitations go through the mail transport to SMTP_URL. Without SMTP_URL the invitation is
 * written to the server log instead (the portal address and the e-mail to sign in with; nothing
 * secret), so staff of an install without mail can pass it on.
 */
export function createInvitationMailer(opts: {
  smtpUrl?: string;
  from: string;
  /** Where customers open the portal, e.g. http://localhost:3000/portal. */
  portalUrl: string;
  log: Logger;
}): InvitationMailer {
  const { smtpUrl, from, portalUrl, log } = opts;
  const transport = createMailTransport({ smtpUrl, from });
  if (!transport) {
    return {
      async sendInvitation(invitee) {
        log.info({ email: invitee.email }, `Customer portal invitation for ${invitee.email}: ${portalUrl}`);
      },
    };
  }
  return {
    async sendInvitation(invitee) {
      await transport.send({
        to: invitee.email,
        subject: customerInvitationMail.subject,
        text: customerInvitationMail.text({ ...invitee, portalUrl }),
      });
      log.info({ email: invitee.email }, 'customer portal invitation e-mailed');
    },
  };
}
