import type { Organization } from '@lineup/contracts/organizations';
import { current, type Served } from '@/test/fakes/fake-api';
import { type ApiHandler, ok } from '@/test/render-app';

/** GET /api/organizations and GET /api/organizations/{id} of a known one: the organizations given. */
export function organizationsList(organizations: Served<Organization[]>): ApiHandler {
  return ({ method, path }) => {
    if (method !== 'GET') return undefined;
    if (path === '/api/organizations') return ok(current(organizations));
    const detail = /^\/api\/organizations\/([^/]+)$/.exec(path);
    const organization = detail ? current(organizations).find((candidate) => candidate.id === detail[1]) : undefined;
    return organization ? ok(organization) : undefined;
  };
}
