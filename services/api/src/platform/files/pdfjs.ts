import type * as pdfjsTypes from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfJs = typeof pdfjsTypes;
let loaded: PdfJs | null = null;

/**
 * pdf.js (legacy build, for Node) loaded on first use. Its "worker" runs on this thread: the worker
 * module is handed over as `globalThis.pdfjsWorker`, so pdf.js needs no worker file URL (nor
 * `import()`, which the CommonJS build and Jest's loader would have to agree on).
 */
export function pdfjs(): PdfJs {
  if (loaded) return loaded;
  const holder = globalThis as { pdfjsWorker?: unknown };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  holder.pdfjsWorker ??= require('pdfjs-dist/legacy/build/pdf.worker.mjs') as unknown;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loaded = require('pdfjs-dist/legacy/build/pdf.mjs') as PdfJs;
  return loaded;
}
