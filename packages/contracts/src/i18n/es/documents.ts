import type { AppScreenCatalog } from '../catalog';

export const documents: AppScreenCatalog['documents'] = {};
