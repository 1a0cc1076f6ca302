import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport } from './mail-transport';
import { openSmtpMailbox } from './test-support/smtp-mailbox';

let mailbox: Awaited<ReturnType<typeof openSmtpMailbox>>;

beforeAll(async () => {
  mailbox = await openSmtpMailbox();
});
afterAll(() => mailbox.close());

describe('the mail transport', () => {
  it('hands a plain-text mail from MAIL_FROM to the SMTP server', async () => {
    const transport = createMailTransport({ smtpUrl: mailbox.url, from: 'Lineup <no-reply@lineup.test>' });
    await transport!.send({ to: 'rosa@mail.test', subject: 'Hello there', text: 'First line\nSecond line' });
    expect(mailbox.received).toHaveLength(1);
    const mail = mailbox.received[0]!;
    expect(mail.to).toEqual(['rosa@mail.test']);
    const text = mailbox.text(mail);
    expect(text).toContain('Subject: Hello there');
    expect(text).toContain('From: Lineup <no-reply@lineup.test>');
    expect(text).toContain('First line\r\nSecond line');
  });

  it('rejects when the server cannot be reached', async () => {
    const transport = createMailTransport({ smtpUrl: 'smtp://127.0.0.1:1', from: 'no-reply@lineup.test' });
    await expect(transport!.send({ to: 'rosa@mail.test', subject: 'Lost', text: 'Never arrives' })).rejects.toThrow();
  });

  it('is none without SMTP_URL', () => {
    expect(createMailTransport({ from: 'no-reply@lineup.test' })).toBeNull();
  });
});
