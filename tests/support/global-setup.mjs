// Jest's global set-up: put in place the better-sqlite3 binding built for the Node that runs the
// tests (scripts/native-sqlite.mjs; ADR 0004), so `npm test` works after switching Node.
import { ensureSqliteBinding } from '../../scripts/native-sqlite.mjs';

export default function globalSetup() {
  ensureSqliteBinding();
}
