import nodemailer from 'nodemailer';

/** One plain-text e-mail to one address. */
export type Mail = { to: string; subject: string; text: string };

/** Hands e-mails to the mail server; a refused or failed delivery rejects. */
export type MailTransport = { send(mail: Mail): Promise<void> };

/**
 * The product's e-mails go through nodemailer to SMTP_URL, from MAIL_FROM. Without SMTP_URL there
 * is no transport (null): each mailer then writes to the server log what staff need to know of the
 * mail instead, in its own words, and never anything secret it would have carried.
 */
export function createMailTransport(opts: { smtpUrl?: string; from: string }): MailTransport | null {
  const { smtpUrl, from } = opts;
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
