import { router } from '../../../trpc';
import { listAllApiTokens } from './list-all-api-tokens';
import { revokeAnyApiToken } from './revoke-any-api-token';

export const adminApiTokensRouter = router({ list: listAllApiTokens, revoke: revokeAnyApiToken });
