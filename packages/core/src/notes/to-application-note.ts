import { type ApplicationNote, staffNoteTexts } from '@advance/contracts';

interface NoteRow {
  id: string;
  applicationId: string;
  authorId: string | null;
  content: string;
  createdAt: Date;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorEmail: string | null;
}

/** The author as staff know them: their name, else their e-mail, else "former staff". */
function authorNameOf(row: NoteRow): string {
  const name = [row.authorFirstName, row.authorLastName].filter(Boolean).join(' ');
  return name || row.authorEmail || staffNoteTexts.formerStaff;
}

export const toApplicationNote = (row: NoteRow): ApplicationNote => ({
  id: row.id,
  applicationId: row.applicationId,
  authorId: row.authorId,
  authorName: authorNameOf(row),
  content: row.content,
  createdAt: row.createdAt.toISOString(),
});
