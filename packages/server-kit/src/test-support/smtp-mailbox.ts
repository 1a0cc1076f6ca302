import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the mail server received it: its envelope recipients and its raw text. */
export type ReceivedMail = { to: string[]; raw: string };

/**
 * A real SMTP server on a free local port that keeps what it receives, for the tests of the
 * mailers: `url` is their SMTP_URL. `text(mail)` undoes the quoted-printable encoding of ASCII
 * text (soft line breaks, `=3D`), so a long line or an address with a query can be looked for
 * whole. Close it with `close()`.
 */
export async function openSmtpMailbox() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    text: (mail: ReceivedMail) =>
      mail.raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
