import { crc32 } from 'node:zlib';

/** Test fixture: builds real ZIP archives byte by byte. Not used by production code. */
export interface ZipFixtureEntry {
  name: string;
  data?: string | Uint8Array;
  /** Extra field and comment in the central directory record, which the reader must skip. */
  extra?: Uint8Array;
  comment?: string;
}

/** A real stored (uncompressed) ZIP: local headers and data, central directory, end record. */
export function buildZip(entries: ZipFixtureEntry[], comment: string | Uint8Array = ''): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = Buffer.from(entry.data ?? '');
    const extra = Buffer.from(entry.extra ?? new Uint8Array());
    const entryComment = Buffer.from(entry.comment ?? '');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    parts.push(local, name, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt16LE(entryComment.length, 32);
    central.writeUInt32LE(offset, 42);
    directory.push(central, name, extra, entryComment);
    offset += local.length + name.length + data.length;
  }
  const centralDirectory = Buffer.concat(directory);
  const archiveComment = Buffer.from(comment);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(archiveComment.length, 20);
  return Buffer.concat([...parts, centralDirectory, end, archiveComment]);
}
