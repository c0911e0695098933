import type { AppScreenCatalog } from '../catalog';

export const account: AppScreenCatalog['account'] = {};
