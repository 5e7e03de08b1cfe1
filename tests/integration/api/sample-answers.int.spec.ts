import { API, type ApiCall, type ApiName } from '@faena/contracts';
import { startTestApp, type TestApp } from '@faena/test-kit';
import { SAMPLES } from './sample-answers.calls';

/**
 * Every call of the API table with an `answer` schema, made on the demo data by a user who may,
 * answers what its schema says. A call with an answer schema and no sample fails the spec, so the
 * schemas cannot drift from what the server answers.
 */
jest.setTimeout(240_000);

let t: TestApp;
beforeAll(async () => {
  // DEV_CLOCK: the development clock's calls answer too (it reads the real time, offset 0)
  t = await startTestApp({ config: { DEV_CLOCK: true } });
});
afterAll(async () => t.close());

const withAnswer = (Object.entries(API) as Array<[ApiName, ApiCall]>)
  .filter(([, c]) => c.answer)
  .map(([name]) => name);

it('has a sample call for each call with an answer schema', () => {
  const sampled = new Set(SAMPLES.map(([name]) => name));
  expect(withAnswer.filter((name) => !sampled.has(name))).toEqual([]);
});

it('gets, for each sample, an answer its schema parses', async () => {
  const found: Record<string, string> = {};
  const wrong: unknown[] = [];
  for (const [name, sample] of SAMPLES) {
    const res = await sample(t, found);
    const schema = (API[name] as ApiCall).answer;
    const parsed = schema?.safeParse((res.body as { result?: unknown }).result);
    if (res.status >= 300 || !parsed?.success)
      wrong.push({
        name,
        status: res.status,
        issues: parsed?.error?.issues.slice(0, 3),
        body: res.status >= 300 ? res.body : undefined,
      });
  }
  expect(wrong).toEqual([]);
});
