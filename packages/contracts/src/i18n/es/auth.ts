import type { AppScreenCatalog } from '../catalog';

export const auth: AppScreenCatalog['auth'] = {};
