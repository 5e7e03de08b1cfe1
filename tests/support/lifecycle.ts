/**
 * For afterAll: stops what beforeAll got as far as starting. A beforeAll that failed early
 * leaves the spec's variables unset, whatever their declared types say, and the failure to
 * report is that one, not a TypeError in afterAll.
 */
export async function stopIfStarted<T>(
  value: T | undefined,
  stop: (started: T) => Promise<unknown>,
): Promise<void> {
  if (value !== undefined) await stop(value);
}
