import { router } from '../../../trpc';
import { createApiToken } from './create-api-token';
import { listApiTokens } from './list-api-tokens';
import { revokeApiToken } from './revoke-api-token';

export const apiTokensRouter = router({
  create: createApiToken,
  list: listApiTokens,
  revoke: revokeApiToken,
});
