import { router } from '../../../trpc';
import { addApplicationNote } from './add-application-note';
import { listApplicationNotes } from './list-application-notes';

export const adminNotesRouter = router({ list: listApplicationNotes, add: addApplicationNote });
