import type { AppScreenCatalog } from '../catalog';

export const pricing: AppScreenCatalog['pricing'] = {};
