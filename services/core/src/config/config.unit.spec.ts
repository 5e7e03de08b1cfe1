import { ConfigError, DEMO_PASSWORD, loadConfig } from './config';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
};

describe('configuration', () => {
  describe('when nothing is set (npm start)', () => {
    it('loads the demo, keeps the development mailbox off and leaves /metrics open', () => {
      const config = loadConfig({});
      expect(config).toMatchObject({ SEED_DEMO: true, DEV_MAILBOX: false, NODE_ENV: 'development', READY_MAX_LAG: 1000, SHUTDOWN_DRAIN_MS: 10_000 });
      expect(config.METRICS_TOKEN).toBeUndefined();
      expect(config.ADMIN_PASSWORD).toBeUndefined();
      expect(config.LOG_FORMAT).toBeUndefined();
    });
  });

  describe('when NODE_ENV is production', () => {
    it('loads no demo data unless SEED_DEMO is set explicitly', () => {
      expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
      expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    });

    it('refuses the development mailbox, naming the variable', () => {
      expect(problemsOf({ NODE_ENV: 'production', DEV_MAILBOX: 'true' })).toEqual([expect.stringMatching(/^DEV_MAILBOX: .*never served/)]);
      expect(loadConfig({ DEV_MAILBOX: 'true' }).DEV_MAILBOX).toBe(true);
    });

    it('refuses the demo password as the administrator password', () => {
      expect(problemsOf({ NODE_ENV: 'production', ADMIN_PASSWORD: DEMO_PASSWORD })).toEqual([expect.stringMatching(/^ADMIN_PASSWORD: the demo password/)]);
      expect(loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'Otra.Clave-2026' }).ADMIN_PASSWORD).toBe('Otra.Clave-2026');
    });
  });

  it('reports every bad new variable at once', () => {
    const problems = problemsOf({ LOG_FORMAT: 'xml', METRICS_TOKEN: 'short', READY_MAX_LAG: '-1', ADMIN_PASSWORD: 'abc', SHUTDOWN_DRAIN_MS: 'soon' });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['ADMIN_PASSWORD', 'LOG_FORMAT', 'METRICS_TOKEN', 'READY_MAX_LAG', 'SHUTDOWN_DRAIN_MS']);
  });

  it('reads LOG_FORMAT', () => {
    expect(loadConfig({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
  });
});
