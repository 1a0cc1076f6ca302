import { customerInvitationMail } from '@lineup/contracts/users-messages';
import type { Logger } from '@lineup/server-kit/logger';
import { silentLogger } from '@lineup/server-kit/logger';
import { openSmtpMailbox } from '@lineup/server-kit/test-support/smtp-mailbox';
import { createTestTokens } from '@lineup/server-kit/test-support/test-tokens';
import { openTestConnection } from '@lineup/server-kit/test-support/testing';
import { recordingInvitationMailer } from '@lineup/users/test-support/invitations';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUsersApp } from '../app';
import { openUsersDatabase, type UsersDb } from '../db/database';
import { type SeedResult, seedUsers } from '../domain/seed';
import { createInvitationMailer, type InvitationMailer } from './invitation-mailer';

const PORTAL_URL = 'http://shop.test/portal';

let connection: Awaited<ReturnType<typeof openTestConnection>>;
let db: UsersDb;
let tokens: Awaited<ReturnType<typeof createTestTokens>>;
let seed: SeedResult;
let token: string;

beforeAll(async () => {
  connection = await openTestConnection();
  db = await openUsersDatabase(connection);
  tokens = await createTestTokens();
  seed = await seedUsers(db, { email: 'admin@example.com' });
  token = await tokens.tokenFor(seed.adminUserId);
});
afterAll(() => connection.dispose());

/** A logger whose info and error calls the test reads. */
function watchedLogger() {
  const info = vi.fn();
  const error = vi.fn();
  return { log: { info, error, warn: vi.fn(), debug: vi.fn() } as unknown as Logger, info, error };
}

function appWith(invitationMailer: InvitationMailer, log: Logger = silentLogger()) {
  const app = createUsersApp({ db, verifyToken: tokens.verifyToken, log, invitationMailer });
  return async (method: string, path: string, body?: unknown) => {
    const response = await app.request(path, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as any };
  };
}

function newCustomer(name: string, domain: string, invite: { contact: boolean; users: boolean[] }) {
  return {
    organization: {
      name,
      address: { type: 'physical', line1: '1 Main St', city: 'Miami', state: 'FL', country: 'US' },
    },
    organizationMainContact: {
      email: `mia@${domain}`,
      firstName: 'Mia',
      lastName: 'Contact',
      roleId: seed.customerRoleId,
      sendInvitation: invite.contact,
    },
    stores: [
      {
        name: 'Main Store',
        brandFocusType: { storeType: 'monobrand', brandSegmentation: [{ brandId: 1, segmentation: 'good' }] },
      },
    ],
    users: invite.users.map((sendInvitation, i) => ({
      email: `buyer${i}@${domain}`,
      firstName: `Buyer${i}`,
      lastName: 'Person',
      roleId: seed.customerRoleId,
      sendInvitation,
    })),
  };
}

describe('invitations of new customer accounts', () => {
  it('go to the accounts of the new-customer flow that asked for one, once saved', async () => {
    const mailer = recordingInvitationMailer();
    const call = appWith(mailer);
    const created = await call(
      'POST',
      '/api/organizations',
      newCustomer('Invited Co', 'invited.test', { contact: true, users: [false, true] }),
    );
    expect(created.status).toBe(201);
    expect(mailer.sent).toEqual([
      { email: 'mia@invited.test', firstName: 'Mia', organizationName: 'Invited Co' },
      { email: 'buyer1@invited.test', firstName: 'Buyer1', organizationName: 'Invited Co' },
    ]);

    // A refused flow invites nobody.
    const refused = await call(
      'POST',
      '/api/organizations',
      newCustomer('Invited Again', 'invited.test', { contact: true, users: [true] }),
    );
    expect(refused.status).toBe(409);
    expect(mailer.sent).toHaveLength(2);
  });

  it('go to a customer account created on the people screen when asked, never to a team member', async () => {
    const mailer = recordingInvitationMailer();
    const call = appWith(mailer);
    const organizationId = (
      await call('POST', '/api/organizations', newCustomer('People Co', 'people.test', { contact: false, users: [] }))
    ).body.data.id;
    const person = (email: string, type: string, sendInvitation?: boolean) =>
      call('POST', '/api/users', {
        email,
        firstName: 'Grace',
        lastName: 'Hopper',
        organizationId,
        roleId: type === 'external' ? seed.customerRoleId : seed.adminRoleId,
        type,
        ...(sendInvitation === undefined ? {} : { sendInvitation }),
      });
    expect((await person('grace@people.test', 'external', true)).status).toBe(201);
    expect((await person('quiet@people.test', 'external')).status).toBe(201);
    expect((await person('staff@lineup.test', 'internal', true)).status).toBe(201);
    expect(mailer.sent).toEqual([{ email: 'grace@people.test', firstName: 'Grace', organizationName: 'People Co' }]);
  });

  it('that fail to go out are logged and leave the account as created', async () => {
    const { log, error } = watchedLogger();
    const failing: InvitationMailer = { sendInvitation: () => Promise.reject(new Error('mail server down')) };
    const call = appWith(failing, log);
    const created = await call(
      'POST',
      '/api/organizations',
      newCustomer('Unlucky Co', 'unlucky.test', { contact: true, users: [] }),
    );
    expect(created.status).toBe(201);
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ email: 'mia@unlucky.test' }),
        'customer portal invitation not sent',
      ),
    );
    const people = (await call('GET', '/api/users')).body.data as { email: string; status: string }[];
    expect(people.find((user) => user.email === 'mia@unlucky.test')).toMatchObject({ status: 'active' });
  });
});

describe('the invitation mailer', () => {
  it('e-mails the portal address and the address to sign in with over SMTP', async () => {
    const mailbox = await openSmtpMailbox();
    try {
      const { log } = watchedLogger();
      const mailer = createInvitationMailer({
        smtpUrl: mailbox.url,
        from: 'no-reply@lineup.test',
        portalUrl: PORTAL_URL,
        log,
      });
      await mailer.sendInvitation({ email: 'rosa@mail.test', firstName: 'Rosa', organizationName: 'Mail Co' });
      expect(mailbox.received).toHaveLength(1);
      expect(mailbox.received[0]!.to).toEqual(['rosa@mail.test']);
      const raw = mailbox.text(mailbox.received[0]!);
      expect(raw).toContain(`Subject: ${customerInvitationMail.subject}`);
      expect(raw).toContain(PORTAL_URL);
      expect(raw).toContain('sign in with this e-mail address: rosa@mail.test');
      expect(raw).toContain('for Mail Co');
    } finally {
      await mailbox.close();
    }
  });

  it('writes the invitation to the log without SMTP_URL', async () => {
    const { log, info } = watchedLogger();
    const mailer = createInvitationMailer({ from: 'no-reply@lineup.test', portalUrl: PORTAL_URL, log });
    await mailer.sendInvitation({ email: 'rosa@mail.test', firstName: 'Rosa', organizationName: 'Mail Co' });
    expect(info).toHaveBeenCalledWith(
      { email: 'rosa@mail.test' },
      `Customer portal invitation for rosa@mail.test: ${PORTAL_URL}`,
    );
  });
});
