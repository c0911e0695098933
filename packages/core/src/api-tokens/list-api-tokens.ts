import type { AdminApiToken, ApiToken, PublicUser } from '@advance/contracts';
import { listLiveApiTokens, listUserApiTokens } from '@advance/db';
import type { CoreDeps } from '../deps';
import { toApiToken } from './to-api-token';

/** The caller's own unrevoked tokens, expired ones included (the page marks them). */
export const listMyApiTokens = async (deps: CoreDeps, owner: PublicUser): Promise<ApiToken[]> =>
  (await listUserApiTokens(deps.db, owner.id)).map(toApiToken);

/** Every live token with its owner: the super admin's list. */
export const listAllApiTokens = async (deps: CoreDeps): Promise<AdminApiToken[]> =>
  (await listLiveApiTokens(deps.db, deps.now())).map((row) => ({
    ...toApiToken(row),
    owner: {
      id: row.userId,
      email: row.ownerEmail,
      name: [row.ownerFirstName, row.ownerLastName].filter(Boolean).join(' ') || row.ownerEmail,
    },
  }));
