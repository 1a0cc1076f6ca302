import type { WebRuntimeConfig } from '@lineup/contracts/runtime-config';

export const testConfig: WebRuntimeConfig = {
  issuer: 'http://localhost:3000/oidc',
  clientId: 'lineup-web',
  redirectUri: 'http://localhost:3000/auth/callback',
  apiResource: 'http://localhost:3000/api',
  scope: 'openid offline_access api',
  portal: {
    clientId: 'lineup-portal',
    redirectUri: 'http://localhost:3000/portal/auth/callback',
    apiResource: 'http://localhost:3000/api/portal',
  },
  codeAuthorizeUrl: 'http://localhost:3000/code/authorize',
  pimUrl: 'http://localhost:3000',
  usersUrl: 'http://localhost:3000',
  envLabel: 'Quality Assurance',
  imageOrigins: ['https://img.test'],
  posthogKey: null,
  posthogHost: null,
};

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The signed-in person: what /api/users/me answers unless a test says otherwise. */
export const testUser = {
  id: 'u1',
  email: 'ada@lineup.local',
  firstName: 'Ada',
  lastName: 'Lovelace',
  internal: true,
  active: true,
};
