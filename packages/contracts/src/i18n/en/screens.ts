import { common } from './common';
import { publicPages } from './public';
import { shell } from './shell';

/**
 * The namespaces the web app loads, in a module of their own: importing it never reaches
 * the e-mail namespace, whose texts come from modules that also hold zod schemas (the
 * landing page's budget, apps/web/build/budget.test.ts).
 */
export const enScreens = { common, public: publicPages, shell } as const;
