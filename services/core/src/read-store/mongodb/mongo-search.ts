import type { Collection, Document, Filter } from 'mongodb';
import type { Doc, ScopeFilter } from '../read-store.port';
import { assertField, planGrid } from '../grid-plan';
import { searchTerms, searchWordsOf } from '../search-text';
import { toMongoQuery } from './mongo-grid-query';

/** The stored array of a document's searched words (accents dropped, lower case). */
export const WORDS = '_words';
/** Its index: a word prefix is an index range (`^perez`), then insertion order. */
export const WORDS_INDEX = { key: { [WORDS]: 1, _seq: 1, _id: 1 }, name: 'search' } as const;

export function checkSearchFields(fields: readonly string[]): void {
  fields.forEach((f, i) => assertField(f, `search.${i}`));
}

/** The words to store beside a document of a collection with searched fields. */
export function wordsOf(doc: Doc, fields: readonly string[] | undefined): string[] | undefined {
  return fields ? searchWordsOf(doc, fields) : undefined;
}

/** Every term begins one of the document's words, within the scope; null when there is no term. */
export function searchFilter(text: string, scope?: ScopeFilter): Filter<Document> | null {
  const terms = searchTerms(text);
  if (terms.length === 0) return null;
  const scoped = toMongoQuery(planGrid({ skip: 0, take: 0, sort: [], filter: [] }, scope)).filter;
  return { $and: [...terms.map((t) => ({ [WORDS]: { $regex: `^${t}` } })), scoped] };
}

/** Stores the words of every document (a collection declared searchable after it was filled). */
export async function fillWords(c: Collection, fields: readonly string[]): Promise<void> {
  const projection = Object.fromEntries(fields.map((f) => [f, 1]));
  const docs = await c.find({}, { projection }).toArray();
  for (let i = 0; i < docs.length; i += 500) {
    const writes = docs.slice(i, i + 500).map(({ _id, ...rest }) => ({
      updateOne: { filter: { _id }, update: { $set: { [WORDS]: searchWordsOf(rest, fields) } } },
    }));
    await c.bulkWrite(writes, { ordered: false });
  }
}
