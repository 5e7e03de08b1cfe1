import type { Doc } from './read-store.port';

/** At most this many words of a search text are looked for (the rest is ignored). */
export const MAX_SEARCH_WORDS = 8;

/**
 * The words of a text as the search compares them: accents dropped (NFD without combining marks),
 * lower case, split at anything that is not a letter or a digit ("Pérez-Núñez" → perez, nunez).
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

function valueAt(doc: Doc, path: string): unknown {
  let value: unknown = doc;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The distinct words of a document's searched fields (strings and numbers only). */
export function searchWordsOf(doc: Doc, fields: readonly string[]): string[] {
  const words = new Set<string>();
  for (const field of fields) {
    const value = valueAt(doc, field);
    if (typeof value === 'string' || typeof value === 'number')
      searchWords(String(value)).forEach((w) => words.add(w));
  }
  return [...words];
}

/** The distinct words a search looks for (each must begin a word of the document). */
export function searchTerms(text: string): string[] {
  return [...new Set(searchWords(text))].slice(0, MAX_SEARCH_WORDS);
}
