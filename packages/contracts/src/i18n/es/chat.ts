import type { AppScreenCatalog } from '../catalog';

export const chat: AppScreenCatalog['chat'] = {};
