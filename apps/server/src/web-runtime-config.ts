import {
  API_SCOPES,
  PORTAL_API_RESOURCE_PATH,
  PORTAL_CLIENT_ID,
  PORTAL_REDIRECT_PATH,
  WEB_CLIENT_ID,
} from '@lineup/contracts/constants';
import type { WebRuntimeConfig } from '@lineup/contracts/runtime-config';
import type { RuntimeConfig } from '@lineup/server-kit/env';

/**
 * What the SPA reads from GET /config.json, from the server's configuration: the one-process
 * server answers it, and a split deployment writes it beside the SPA's static files
 * (apps/server/src/web-config.ts). The pages, redirect URIs and token audiences are on PUBLIC_URL; the
 * issuer and the sign-in forms' endpoint on `authBase` (the auth service: AUTH_URL in a split
 * deployment, PUBLIC_URL in one process).
 */
export function webRuntimeConfig(config: RuntimeConfig, authBase = config.authUrl): WebRuntimeConfig {
  return {
    issuer: `${authBase}/oidc`,
    clientId: WEB_CLIENT_ID,
    redirectUri: `${config.publicUrl}/auth/callback`,
    apiResource: `${config.publicUrl}/api`,
    scope: API_SCOPES,
    portal: {
      clientId: PORTAL_CLIENT_ID,
      redirectUri: `${config.publicUrl}${PORTAL_REDIRECT_PATH}`,
      apiResource: `${config.publicUrl}${PORTAL_API_RESOURCE_PATH}`,
    },
    codeAuthorizeUrl: `${authBase}/code/authorize`,
    pimUrl: config.pimUrl,
    usersUrl: config.usersUrl,
    envLabel: config.envLabel,
    imageOrigins: config.imageOrigins,
    posthogKey: config.posthogKey ?? null,
    posthogHost: config.posthogKey ? config.posthogHost : null,
  };
}
