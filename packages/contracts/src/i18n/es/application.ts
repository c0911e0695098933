import type { AppScreenCatalog } from '../catalog';

export const application: AppScreenCatalog['application'] = {};
