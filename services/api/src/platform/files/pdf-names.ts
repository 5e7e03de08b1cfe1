import { constants, inflateSync } from 'node:zlib';

/**
 * PDF name tokens that mark active content: scripts (/JavaScript actions, /JS entries, XFA forms),
 * launch actions (/Launch) and embedded files (/EmbeddedFile streams, /EmbeddedFiles name trees,
 * /FileAttachment annotations, /GoToE actions).
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'XFA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'GoToE',
]);

/** A name token: a slash and the regular characters after it (PDF 32000-1 §7.3.5). */
const NAME = /\/([^\s()<>[\]{}/%\0]+)/g;
/** An indirect object's dictionary up to the start of its stream. */
const STREAM_OBJECT = /\bobj\b((?:(?!\bobj\b)[\s\S])*?)\bstream\r?\n/g;
/** An object stream holds dictionaries only: a few MB inflated at most. */
const MAX_OBJECT_STREAM_BYTES = 16 * 1024 * 1024;

/** What the name scan saw: an active name, nothing, or an object stream it could not open. */
export type NameScan = { kind: 'clean' } | { kind: 'active'; name: string } | { kind: 'opaque' };

/** A name may spell any character as #xx (§7.3.5), so /L#61unch is /Launch. */
const decodeName = (raw: string) =>
  raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const namesIn = (text: string) =>
  Array.from(text.matchAll(NAME), ([, name = '']) => decodeName(name));
const activeNameIn = (text: string) => namesIn(text).find((n) => ACTIVE_NAMES.has(n)) ?? null;

/**
 * The dictionaries a writer compressed into object streams (/Type /ObjStm), inflated. Only plain
 * FlateDecode is opened: another filter, or a stream that does not inflate within the bound (an
 * encrypted file's, say), makes the file opaque (null).
 */
function objectStreams(bytes: Buffer, text: string): string[] | null {
  const out: string[] = [];
  for (const match of text.matchAll(STREAM_OBJECT)) {
    const names = namesIn(match[1] ?? '');
    if (!names.includes('ObjStm')) continue;
    const filters = names.filter((n) => n.endsWith('Decode'));
    if (filters.length !== 1 || filters[0] !== 'FlateDecode') return null;
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      out.push(
        inflateSync(bytes.subarray(start, end < 0 ? bytes.length : end), {
          finishFlush: constants.Z_SYNC_FLUSH,
          maxOutputLength: MAX_OBJECT_STREAM_BYTES,
        }).toString('latin1'),
      );
    } catch {
      return null;
    }
  }
  return out;
}

/** Looks for active names in the file's objects, those in object streams included. */
export function scanPdfNames(bytes: Buffer): NameScan {
  const text = bytes.toString('latin1');
  const direct = activeNameIn(text);
  if (direct) return { kind: 'active', name: direct };
  const compressed = objectStreams(bytes, text);
  if (compressed === null) return { kind: 'opaque' };
  for (const body of compressed) {
    const name = activeNameIn(body);
    if (name) return { kind: 'active', name };
  }
  return { kind: 'clean' };
}
