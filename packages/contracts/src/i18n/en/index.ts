import { enAppScreens } from './app-screens';
import { mail } from './mail';
import { enScreens } from './screens';

/**
 * The English catalog, one namespace per area (issue 20). A new area adds its file here
 * and in ../es/, and the parity test holds the two together.
 */
/**
 * Screens and e-mails. The web app imports `enScreens` only: the mail namespace draws on
 * texts whose modules also hold zod schemas, which must stay out of the public pages' load.
 */
export const en = { ...enScreens, ...enAppScreens, mail } as const;
