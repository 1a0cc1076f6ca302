import type { InvitationMailer, Invitee } from '../invitations/invitation-mailer';

/** An invitation mailer that keeps what it was asked to send, for tests to read. */
export function recordingInvitationMailer(): InvitationMailer & { sent: Invitee[] } {
  const sent: Invitee[] = [];
  return {
    sent,
    async sendInvitation(invitee) {
      sent.push(invitee);
    },
  };
}
