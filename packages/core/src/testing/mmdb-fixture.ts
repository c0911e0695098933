/**
 * Writes a small MaxMind DB (format 2.0, IPv4, 24-bit records): enough to test location
 * lookups with the real `maxmind` reader, since no GeoLite2 file may ship with the repo.
 * Spec: https://maxmind.github.io/MaxMind-DB/ (search tree, 16-byte separator, data
 * section, then the metadata marker and the metadata map).
 */

type Value = string | number | bigint | Value[] | { [key: string]: Value };

/** One IPv4 network (`a.b.c.d/len`) and the record found for addresses in it. */
export interface MmdbNetwork {
  cidr: string;
  data: Value;
}

const controlByte = (type: number, size: number): number[] => {
  // Sizes over 28 need extra bytes; fixtures stay below that.
  if (size >= 29) throw new Error(`mmdb fixture: size ${size} too large`);
  return type <= 7 ? [(type << 5) | size] : [size, type - 7];
};

const unsignedBytes = (value: bigint): number[] => {
  const bytes: number[] = [];
  for (let v = value; v > 0n; v >>= 8n) bytes.unshift(Number(v & 0xffn));
  return bytes;
};

function encode(value: Value): number[] {
  if (typeof value === 'string') {
    const bytes = [...Buffer.from(value, 'utf8')];
    return [...controlByte(2, bytes.length), ...bytes];
  }
  if (typeof value === 'number') {
    // uint32: all this format's metadata numbers fit.
    const bytes = unsignedBytes(BigInt(value));
    return [...controlByte(6, bytes.length), ...bytes];
  }
  if (typeof value === 'bigint') {
    const bytes = unsignedBytes(value);
    return [...controlByte(9, bytes.length), ...bytes];
  }
  if (Array.isArray(value)) {
    return [...controlByte(11, value.length), ...value.flatMap(encode)];
  }
  const entries = Object.entries(value);
  return [
    ...controlByte(7, entries.length),
    ...entries.flatMap(([k, v]) => [...encode(k), ...encode(v)]),
  ];
}

const uint16 = (value: number): number[] => {
  const bytes = unsignedBytes(BigInt(value));
  return [...controlByte(5, bytes.length), ...bytes];
};

const ipv4Bits = (cidr: string): number[] => {
  const [address = '', length = '32'] = cidr.split('/');
  const n = address.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
  return Array.from({ length: Number(length) }, (_, i) => Number((n >> BigInt(31 - i)) & 1n));
};

type Record = { node: number } | { data: number } | null;

/** The database's bytes: write them to a `.mmdb` file and open it with `maxmind`. */
export function buildMmdb(networks: MmdbNetwork[]): Buffer {
  const nodes: [Record, Record][] = [[null, null]];
  const data: number[] = [];
  for (const { cidr, data: value } of networks) {
    const offset = data.length;
    data.push(...encode(value));
    const bits = ipv4Bits(cidr);
    let node = 0;
    bits.forEach((bit, i) => {
      const side = bit as 0 | 1;
      const pair = nodes[node] as [Record, Record];
      if (i === bits.length - 1) {
        pair[side] = { data: offset };
        return;
      }
      const next = pair[side];
      if (next && 'node' in next) {
        node = next.node;
        return;
      }
      nodes.push([null, null]);
      pair[side] = { node: nodes.length - 1 };
      node = nodes.length - 1;
    });
  }

  const nodeCount = nodes.length;
  // Empty: the node count. Data: node count + 16 (the separator) + offset in the data section.
  const recordValue = (record: Record) =>
    record === null ? nodeCount : 'node' in record ? record.node : nodeCount + 16 + record.data;
  const tree = nodes.flatMap((pair) =>
    pair.flatMap((record) => {
      const v = recordValue(record);
      return [(v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff];
    }),
  );

  const metadataEntries: number[][] = [
    [...encode('binary_format_major_version'), ...uint16(2)],
    [...encode('binary_format_minor_version'), ...uint16(0)],
    [...encode('build_epoch'), ...encode(1_700_000_000n)],
    [...encode('database_type'), ...encode('GeoLite2-City')],
    [...encode('description'), ...encode({ en: 'Test fixture' })],
    [...encode('ip_version'), ...uint16(4)],
    [...encode('languages'), ...encode(['en'])],
    [...encode('node_count'), ...encode(nodeCount)],
    [...encode('record_size'), ...uint16(24)],
  ];
  const metadata = [...controlByte(7, metadataEntries.length), ...metadataEntries.flat()];

  return Buffer.concat([
    Buffer.from(tree),
    Buffer.alloc(16),
    Buffer.from(data),
    Buffer.from('\xab\xcd\xefMaxMind.com', 'latin1'),
    Buffer.from(metadata),
  ]);
}

const names = (en: string) => ({ names: { en } });

/** A GeoLite2-City-shaped record for 81.2.69.0/24: London, England, United Kingdom. */
export const LONDON_NETWORK: MmdbNetwork = {
  cidr: '81.2.69.0/24',
  data: {
    city: names('London'),
    country: { iso_code: 'GB', ...names('United Kingdom') },
    subdivisions: [names('England')],
  },
};
