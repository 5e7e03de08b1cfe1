/**
 * Runs synchronous work now and answers it as a promise, a throw becoming a rejection: what an
 * `async` function without `await` did, for the embedded adapters that implement an async port
 * with synchronous SQLite calls (so callers' `.catch` and `await` see failures the same way on
 * every adapter).
 */
export function settle<T>(work: () => T): Promise<T> {
  return new Promise<T>((resolve) => {
    resolve(work());
  });
}
