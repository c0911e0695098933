import { router } from '../../trpc';
import { active } from './active';

export const announcementsRouter = router({ active });
