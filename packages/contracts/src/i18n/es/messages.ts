import type { AppScreenCatalog } from '../catalog';

export const messages: AppScreenCatalog['messages'] = {};
