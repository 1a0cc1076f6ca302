import { authMessages } from '@lineup/contracts/auth-messages';
import {
  type ACCESS_TOKEN_KINDS,
  API_RESOURCE_PATH,
  PORTAL_API_RESOURCE_PATH,
  PORTAL_CLIENT_ID,
  PORTAL_REDIRECT_PATH,
  WEB_CLIENT_ID,
} from '@lineup/contracts/constants';
import { platformMessages } from '@lineup/contracts/messages';
import { mayUseBackOffice, mayUsePortal, type SignInAccount } from '@lineup/users/directories';

/** What each client is registered with. */
type AuthClientSettings = {
  /** Matched exactly, e.g. [publicUrl + '/auth/callback']. */
  redirectUris: string[];
  /** The audience of this client's access tokens: the only resource it may obtain. */
  apiResource: string;
};

/** The two clients of the SPA: the back office (staff) and the customer portal (customers). */
export type AuthClientsSettings = { web: AuthClientSettings; portal: AuthClientSettings };
export type AuthClientName = keyof AuthClientsSettings;

export const CLIENT_IDS: Record<AuthClientName, string> = { web: WEB_CLIENT_ID, portal: PORTAL_CLIENT_ID };

/** The clients as a deployment whose SPA is served at `publicUrl` registers them. */
export function clientSettingsFor(publicUrl: string): AuthClientsSettings {
  return {
    web: { redirectUris: [`${publicUrl}/auth/callback`], apiResource: `${publicUrl}${API_RESOURCE_PATH}` },
    portal: {
      redirectUris: [`${publicUrl}${PORTAL_REDIRECT_PATH}`],
      apiResource: `${publicUrl}${PORTAL_API_RESOURCE_PATH}`,
    },
  };
}

type AccessTokenKind = (typeof ACCESS_TOKEN_KINDS)[number];

export type SignInClient = AuthClientSettings & {
  clientId: string;
  /** The SPA's login page (e-mail) and code page of this client; refusals go back to them. */
  startPage: string;
  codePage: string;
  /** Where the auth service's own pages send a person back to. */
  homePage: string;
  /** Who may sign in here. Anyone else is answered as an unknown address, with `unknownEmail`. */
  mayUse(account: SignInAccount | null): account is SignInAccount;
  unknownEmail: string;
  /** The access token's claims besides sub (and the standard ones). */
  tokenClaims(account: SignInAccount): { kind: AccessTokenKind } & Record<string, unknown>;
};

const personClaims = (account: SignInAccount) => ({
  email: account.email,
  firstName: account.firstName,
  lastName: account.lastName,
});

/**
 * The registered clients and what each one means for a sign-in: its pages, who may sign in and
 * what its tokens say. A client id that is missing or unknown gets the back office's pages.
 */
export function signInClients(publicUrl: string, settings: AuthClientsSettings) {
  const web: SignInClient = {
    ...settings.web,
    clientId: CLIENT_IDS.web,
    startPage: `${publicUrl}/auth/start`,
    codePage: `${publicUrl}/auth/code`,
    homePage: `${publicUrl}/`,
    mayUse: mayUseBackOffice,
    unknownEmail: platformMessages.unknownEmail,
    tokenClaims: (account) => ({ ...personClaims(account), kind: 'staff' }),
  };
  const portal: SignInClient = {
    ...settings.portal,
    clientId: CLIENT_IDS.portal,
    startPage: `${publicUrl}/portal/auth/start`,
    codePage: `${publicUrl}/portal/auth/code`,
    homePage: `${publicUrl}/portal`,
    mayUse: mayUsePortal,
    unknownEmail: authMessages.unknownCustomerEmail,
    tokenClaims: (account) => ({ ...personClaims(account), kind: 'customer', organizationId: account.organizationId }),
  };
  const all = [web, portal];
  const find = (clientId: unknown) => all.find((client) => client.clientId === clientId);
  return {
    all,
    /** The client of this id, if it is one of ours. */
    find,
    /** The client whose pages a sign-in of this client id goes back to. */
    pagesOf: (clientId: unknown) => find(clientId) ?? web,
  };
}

export type SignInClients = ReturnType<typeof signInClients>;
