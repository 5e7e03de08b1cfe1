import type Database from 'better-sqlite3';
import type { CollectionSpec, Doc, SearchOptions } from '../read-store.port';
import { assertField, planGrid } from '../grid-plan';
import { searchTerms, searchWordsOf } from '../search-text';
import { whereSql } from './sqlite-grid-query';
import { docTable, quote } from './sqlite-collection-schema';

const META = 'search_fields';
export const searchTable = (collection: string): string => quote(`fts:${collection}`);

/**
 * The words index of the collections declared with `search` fields: an FTS5 table per collection
 * whose rowid is the document row's, holding the normalized words of its searched fields (kept in
 * the commit's transaction), and the fields themselves in `search_fields`, so the writing process
 * knows which collections to index. `search` matches each word as a prefix (`"perez"*`).
 */
export class SqliteSearch {
  private readonly fields = new Map<string, readonly string[] | null>();
  private readonly statements = new Map<string, Database.Statement>();

  constructor(private readonly db: Database.Database) {
    db.exec(
      `CREATE TABLE IF NOT EXISTS ${META} (collection TEXT PRIMARY KEY, fields TEXT NOT NULL)`,
    );
  }

  /** Creates (and fills from the stored documents) or drops the collection's words index. */
  ensure(spec: CollectionSpec): void {
    const wanted = spec.search ?? [];
    wanted.forEach((f, i) => assertField(f, `search.${i}`));
    const current = this.fieldsOf(spec.name);
    if (JSON.stringify(current ?? []) === JSON.stringify(wanted)) return;
    this.drop(spec.name);
    if (wanted.length === 0) return;
    const table = searchTable(spec.name);
    this.db.exec(
      `CREATE VIRTUAL TABLE ${table} USING fts5(words, tokenize = "unicode61 remove_diacritics 2")`,
    );
    this.db
      .prepare(`INSERT INTO ${META} (collection, fields) VALUES (?, ?)`)
      .run(spec.name, JSON.stringify(wanted));
    this.fields.set(spec.name, wanted);
    this.fill(spec.name, wanted);
  }

  /** After a put changed the document `id`: its words replace the old ones. */
  put(collection: string, id: string, doc: Doc): void {
    const fields = this.fieldsOf(collection);
    if (!fields) return;
    this.stmt(
      `INSERT OR REPLACE INTO ${searchTable(collection)} (rowid, words) SELECT rowid, ? FROM ${quote(docTable(collection))} WHERE id = ?`,
    ).run(this.wordsOf(doc, fields), id);
  }

  /** Before the document `id` is removed (when the removal is not older than the document). */
  remove(collection: string, id: string, position: number): void {
    if (!this.fieldsOf(collection)) return;
    this.stmt(
      `DELETE FROM ${searchTable(collection)} WHERE rowid IN (SELECT rowid FROM ${quote(docTable(collection))} WHERE id = ? AND pos <= ?)`,
    ).run(id, position);
  }

  search(collection: string, text: string, options: SearchOptions): Array<{ doc: string }> {
    const terms = searchTerms(text);
    // another process may have declared the index since this one last looked
    if (!this.fieldsOf(collection)) this.fields.delete(collection);
    if (terms.length === 0 || !this.fieldsOf(collection)) return [];
    const match = terms.map((t) => `"${t}"*`).join(' ');
    const where = whereSql(
      planGrid({ skip: 0, take: 0, sort: [], filter: [] }, options.scope).conditions,
    );
    const sql = `SELECT doc FROM ${quote(docTable(collection))} WHERE rowid IN (SELECT rowid FROM ${searchTable(collection)} WHERE words MATCH ?) AND ${where.sql} ORDER BY seq, id LIMIT ?`;
    return this.stmt(sql).all(match, ...where.params, options.limit) as Array<{ doc: string }>;
  }

  /** Drops the collection's words index (rebuild, or no longer declared). */
  drop(collection: string): void {
    this.db.exec(`DROP TABLE IF EXISTS ${searchTable(collection)}`);
    this.db.prepare(`DELETE FROM ${META} WHERE collection = ?`).run(collection);
    this.fields.set(collection, null);
    this.statements.clear();
  }

  private fieldsOf(collection: string): readonly string[] | null {
    if (!this.fields.has(collection)) {
      const row = this.db
        .prepare(`SELECT fields FROM ${META} WHERE collection = ?`)
        .get(collection) as { fields: string } | undefined;
      this.fields.set(collection, row ? (JSON.parse(row.fields) as string[]) : null);
    }
    return this.fields.get(collection) ?? null;
  }

  /** The words of the stored documents, a thousand rows at a time (no write while a read iterates). */
  private fill(collection: string, fields: readonly string[]): void {
    const read = this.db.prepare(
      `SELECT rowid AS rid, doc FROM ${quote(docTable(collection))} WHERE rowid > ? ORDER BY rowid LIMIT 1000`,
    );
    const insert = this.db.prepare(
      `INSERT INTO ${searchTable(collection)} (rowid, words) VALUES (?, ?)`,
    );
    let last = 0;
    for (;;) {
      const rows = read.all(last) as Array<{ rid: number; doc: string }>;
      const lastRow = rows.at(-1);
      if (!lastRow) return;
      for (const row of rows) insert.run(row.rid, this.wordsOf(JSON.parse(row.doc) as Doc, fields));
      last = lastRow.rid;
    }
  }

  private stmt(sql: string): Database.Statement {
    let s = this.statements.get(sql);
    if (!s) this.statements.set(sql, (s = this.db.prepare(sql)));
    return s;
  }

  private wordsOf(doc: Doc, fields: readonly string[]): string {
    return searchWordsOf(doc, fields).join(' ');
  }
}
