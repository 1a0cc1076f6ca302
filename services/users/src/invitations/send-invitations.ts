import { type Logger, silentLogger } from '@lineup/server-kit/logger';
import type { InvitationMailer, Invitee } from './invitation-mailer';

/** What the domain needs to invite: the mailer and where to report a failed delivery. */
export type Invitations = { mailer: InvitationMailer; log: Logger };

/**
 * Sends invitations once the accounts are saved (call it after the transaction commits). The
 * answer does not wait for the mail server: a delivery that fails is logged and leaves the
 * account as it is; staff can pass the portal address on themselves.
 */
export function sendInvitationsInBackground({ mailer, log }: Invitations, invitees: Invitee[]): void {
  for (const invitee of invitees) {
    mailer.sendInvitation(invitee).catch((error: unknown) => {
      log.error({ err: error, email: invitee.email }, 'customer portal invitation not sent');
    });
  }
}

/** For callers whose accounts never ask to be invited (the demo seed): nothing is sent. */
export const noInvitations: Invitations = { mailer: { async sendInvitation() {} }, log: silentLogger() };
