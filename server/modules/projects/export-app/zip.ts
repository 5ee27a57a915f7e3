import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

// The export's zip, written and read with node:zlib (docs/decisions/0160-lean-server.md): a
// JavaScript deflate (JSZip's pako) took ~90 ms on the first export of a process and 20–27 ms
// after; zlib takes a few. Files at the root in the order given, every entry with the same
// fixed date and no folder entries, so the same files always give the same bytes. Plain zip
// (no zip64): an export is far below its limits, which are checked.

/** 1 Jan 2026, 00:00:00 as a DOS date and time: the date written on every entry. */
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;
const DOS_TIME = 0;
/** UTF-8 names (general purpose bit 11). */
const UTF8 = 0x0800;
/** Regular file, rw-r--r--, in the high half of the external attributes (made by UNIX). */
const FILE_MODE = (0o100644 << 16) >>> 0;
const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const MAX_ENTRIES = 0xffff;
const MAX_BYTES = 0xffffffff;

export async function zipFiles(files: [string, string | Buffer][]): Promise<Buffer> {
  if (files.length > MAX_ENTRIES) throw new Error(`zip: too many files (${files.length})`);
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [path, content] of files) {
    const name = Buffer.from(path, 'utf8');
    const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    const deflated = deflateRawSync(data, { level: 6 });
    // Stored when deflating does not make it smaller (tiny files), as zip tools do.
    const method = deflated.length < data.length ? 8 : 0;
    const body = method === 8 ? deflated : data;
    const crc = crc32(data);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(UTF8, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    parts.push(local, name, body);

    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(CENTRAL, 0);
    entry.writeUInt16LE((3 << 8) | 20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(UTF8, 8);
    entry.writeUInt16LE(method, 10);
    entry.writeUInt16LE(DOS_TIME, 12);
    entry.writeUInt16LE(DOS_DATE, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(body.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(FILE_MODE, 38);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);

    offset += local.length + name.length + body.length;
    if (offset > MAX_BYTES) throw new Error('zip: larger than 4 GB');
  }
  const centralSize = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...central, end]);
}

/**
 * An export zip read back as text files, for "Ver Código Fuente" (stored or deflated entries).
 * Binary entries (the seed's images: a NUL byte in their first 8 KB, as git decides) are left
 * out: the viewer shows source.
 */
export async function readZipFiles(
  data: Buffer,
): Promise<{ path: string; size: number; content: string }[]> {
  // The end record is the last 22 bytes, or earlier by the length of a comment.
  let end = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 0xffff); i--)
    if (data.readUInt32LE(i) === END) {
      end = i;
      break;
    }
  if (end < 0) throw new Error('zip: no end of central directory');
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const out: { path: string; size: number; content: string }[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL)
      throw new Error('zip: broken central directory');
    const method = data.readUInt16LE(at + 10);
    const crc = data.readUInt32LE(at + 16);
    const compressedSize = data.readUInt32LE(at + 20);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const localAt = data.readUInt32LE(at + 42);
    const path = data.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    at += 46 + nameLength + extraLength + commentLength;
    if (path.endsWith('/')) continue;

    if (localAt + 30 > data.length || data.readUInt32LE(localAt) !== LOCAL)
      throw new Error(`zip: broken entry ${path}`);
    const start = localAt + 30 + data.readUInt16LE(localAt + 26) + data.readUInt16LE(localAt + 28);
    if (start + compressedSize > data.length) throw new Error(`zip: truncated entry ${path}`);
    const raw = data.subarray(start, start + compressedSize);
    let bytes: Buffer;
    if (method === 0) bytes = raw;
    else if (method === 8) bytes = inflateRawSync(raw);
    else throw new Error(`zip: unsupported method ${method} in ${path}`);
    if (crc32(bytes) !== crc) throw new Error(`zip: checksum mismatch in ${path}`);
    if (bytes.subarray(0, 8192).includes(0)) continue;
    out.push({ path, size: bytes.length, content: bytes.toString('utf8') });
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
