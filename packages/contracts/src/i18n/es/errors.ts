import type { AppScreenCatalog } from '../catalog';

export const errors: AppScreenCatalog['errors'] = {};
