import { loginCodeMail } from '@lineup/contracts/auth';
import type { Logger } from '@lineup/server-kit/logger';
import { createMailTransport } from '@lineup/server-kit/mail-transport';

/** Delivers a login code to the person who asked for it. */
export type LoginCodeMailer = {
  sendLoginCode(to: { email: string; firstName: string }, code: string): Promise<void>;
};

/**
 * Mail goes through the product's mail transport to SMTP_URL. Without SMTP_URL the code is written
 * to the server log, in one line, so that the first user of a fresh install can sign in. This is
 * the only place a code is ever logged.
 */
export function createLoginCodeMailer(opts: { smtpUrl?: string; from: string; log: Logger }): LoginCodeMailer {
  const { log } = opts;
  const transport = createMailTransport(opts);
  if (!transport) {
    return {
      async sendLoginCode(to, code) {
        log.info({ email: to.email }, `Login code for ${to.email}: ${code}`);
      },
    };
  }
  return {
    async sendLoginCode(to, code) {
      await transport.send({
        to: to.email,
        subject: loginCodeMail.subject(code),
        text: loginCodeMail.text(to.firstName, code),
      });
      log.info({ email: to.email }, 'login code e-mailed');
    },
  };
}
