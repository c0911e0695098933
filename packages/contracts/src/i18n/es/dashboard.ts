import type { AppScreenCatalog } from '../catalog';

export const dashboard: AppScreenCatalog['dashboard'] = {};
