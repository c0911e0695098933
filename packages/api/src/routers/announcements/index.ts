import { router } from '../../trpc';
import { listActiveAnnouncements } from './list-active-announcements';

export const announcementsRouter = router({ active: listActiveAnnouncements });
