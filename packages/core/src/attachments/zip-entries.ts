/**
 * Reads the entry names of a ZIP archive from its central directory, using only the END of
 * the file: uploads are streamed to storage, so the type sniffer keeps a bounded tail and
 * never the whole archive. Whatever cannot be read with certainty from that tail (ZIP64,
 * split archives, a directory that starts before the tail, a truncated or inconsistent
 * record) gives null, and the caller refuses the file.
 */

const END_OF_DIRECTORY_SIGNATURE = 0x06054b50;
const DIRECTORY_ENTRY_SIGNATURE = 0x02014b50;
const END_OF_DIRECTORY_SIZE = 22;
const MAX_COMMENT_LENGTH = 0xffff;
const DIRECTORY_ENTRY_SIZE = 46;

/** The central directory, with its offset translated into the tail buffer. */
interface CentralDirectory {
  start: number;
  end: number;
  entryCount: number;
}

/**
 * @param tail the last bytes of the file (or the whole file)
 * @param totalSize the size of the whole file, to translate the directory's file offsets
 */
export function readZipEntryNames(tail: Uint8Array, totalSize: number): string[] | null {
  if (totalSize < tail.length) return null;
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  const endRecord = findEndOfDirectory(view);
  if (endRecord === null) return null;
  const directory = locateDirectory(view, endRecord, totalSize - tail.length);
  if (!directory) return null;
  return readEntryNames(tail, view, directory);
}

/** Searches backwards: the record is last, followed only by its comment (≤ 65,535 bytes). */
function findEndOfDirectory(view: DataView): number | null {
  const last = view.byteLength - END_OF_DIRECTORY_SIZE;
  const first = Math.max(0, last - MAX_COMMENT_LENGTH);
  for (let at = last; at >= first; at--) {
    if (view.getUint32(at, true) !== END_OF_DIRECTORY_SIGNATURE) continue;
    // The comment must run exactly to the end of the file, so signature-like bytes inside
    // a comment (or inside stored data) are not taken for the record.
    const commentLength = view.getUint16(at + 20, true);
    if (at + END_OF_DIRECTORY_SIZE + commentLength === view.byteLength) return at;
  }
  return null;
}

function locateDirectory(
  view: DataView,
  endRecord: number,
  tailStart: number,
): CentralDirectory | null {
  const disk = view.getUint16(endRecord + 4, true);
  const directoryDisk = view.getUint16(endRecord + 6, true);
  const entriesOnDisk = view.getUint16(endRecord + 8, true);
  const entryCount = view.getUint16(endRecord + 10, true);
  const size = view.getUint32(endRecord + 12, true);
  const fileOffset = view.getUint32(endRecord + 16, true);
  // ZIP64 puts 0xFFFF / 0xFFFFFFFF here and the real values in another record; no Word
  // document needs it, so it is refused rather than parsed.
  if (entryCount === 0xffff || size === 0xffffffff || fileOffset === 0xffffffff) return null;
  // Split (multi-disk) archives are not documents either.
  if (disk !== 0 || directoryDisk !== 0 || entriesOnDisk !== entryCount) return null;
  const start = fileOffset - tailStart;
  const end = start + size;
  if (start < 0 || end > endRecord) return null;
  return { start, end, entryCount };
}

function readEntryNames(
  tail: Uint8Array,
  view: DataView,
  directory: CentralDirectory,
): string[] | null {
  // Names are UTF-8 or CP437; the names callers look for are ASCII, so a lenient UTF-8
  // decode is enough and never throws.
  const decoder = new TextDecoder();
  const names: string[] = [];
  let at = directory.start;
  for (let index = 0; index < directory.entryCount; index++) {
    if (at + DIRECTORY_ENTRY_SIZE > directory.end) return null;
    if (view.getUint32(at, true) !== DIRECTORY_ENTRY_SIGNATURE) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const nameStart = at + DIRECTORY_ENTRY_SIZE;
    const next = nameStart + nameLength + extraLength + commentLength;
    if (next > directory.end) return null;
    names.push(decoder.decode(tail.subarray(nameStart, nameStart + nameLength)));
    at = next;
  }
  return names;
}
