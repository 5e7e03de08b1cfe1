// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of a
// built folder (web/dist), so the server answers them as they are instead of compressing on each
// request. Files under 1 KiB, already compressed kinds and copies that would not be smaller are skipped.
// scripts/build.mjs runs it after Vite.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const MIN_BYTES = 1024;
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest|xml|ico)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

/** Compresses each text file of `dir`; answers { files, bytes, br, gz } (br/gz: the sizes a client receives). */
export function precompress(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const path of files(dir)) {
    const raw = readFileSync(path);
    totals.files += 1;
    totals.bytes += raw.length;
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    const worth = raw.length >= MIN_BYTES;
    for (const [ext, data] of [
      ['.br', br],
      ['.gz', gz],
    ]) {
      if (worth && data.length < raw.length) writeFileSync(path + ext, data);
      else rmSync(path + ext, { force: true });
    }
    totals.br += worth && br.length < raw.length ? br.length : raw.length;
    totals.gz += worth && gz.length < raw.length ? gz.length : raw.length;
  }
  return totals;
}
