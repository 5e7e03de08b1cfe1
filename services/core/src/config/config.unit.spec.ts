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
      expect(config).toMatchObject({
        SEED_DEMO: true,
        DEV_MAILBOX: false,
        NODE_ENV: 'development',
        READY_MAX_LAG: 1000,
        SHUTDOWN_DRAIN_MS: 10_000,
      });
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
      expect(problemsOf({ NODE_ENV: 'production', DEV_MAILBOX: 'true' })).toEqual([
        expect.stringMatching(/^DEV_MAILBOX: .*never served/),
      ]);
      expect(loadConfig({ DEV_MAILBOX: 'true' }).DEV_MAILBOX).toBe(true);
    });

    it('refuses the adjustable development clock, naming the variable', () => {
      expect(problemsOf({ NODE_ENV: 'production', DEV_CLOCK: 'true' })).toEqual([
        expect.stringMatching(/^DEV_CLOCK: .*never served/),
      ]);
      expect(loadConfig({}).DEV_CLOCK).toBe(false);
      expect(loadConfig({ DEV_CLOCK: 'true' }).DEV_CLOCK).toBe(true);
    });

    it('refuses cheap password hashes, naming the variable', () => {
      expect(problemsOf({ NODE_ENV: 'production', PASSWORD_HASH_COST: '12' })).toEqual([
        expect.stringMatching(/^PASSWORD_HASH_COST: below 17/),
      ]);
      expect(problemsOf({ NODE_ENV: 'production', PASSWORD_HASH_COST: '18' })).toEqual([]);
      expect(loadConfig({}).PASSWORD_HASH_COST).toBe(17);
      expect(loadConfig({ PASSWORD_HASH_COST: '12' }).PASSWORD_HASH_COST).toBe(12);
      expect(() => loadConfig({ PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST/);
    });

    it('refuses the demo password as the administrator password', () => {
      expect(problemsOf({ NODE_ENV: 'production', ADMIN_PASSWORD: DEMO_PASSWORD })).toEqual([
        expect.stringMatching(/^ADMIN_PASSWORD: the demo password/),
      ]);
      expect(
        loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'Otra.Clave-2026' }).ADMIN_PASSWORD,
      ).toBe('Otra.Clave-2026');
    });
  });

  it('reports every bad new variable at once', () => {
    const problems = problemsOf({
      LOG_FORMAT: 'xml',
      METRICS_TOKEN: 'short',
      READY_MAX_LAG: '-1',
      ADMIN_PASSWORD: 'abc',
      SHUTDOWN_DRAIN_MS: 'soon',
    });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'ADMIN_PASSWORD',
      'LOG_FORMAT',
      'METRICS_TOKEN',
      'READY_MAX_LAG',
      'SHUTDOWN_DRAIN_MS',
    ]);
  });

  it('reads LOG_FORMAT', () => {
    expect(loadConfig({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
  });
});

describe('configuration: delivery and site time zone', () => {
  it('defaults the site to Lima and leaves mail and SMS unset', () => {
    expect(loadConfig({})).toMatchObject({
      SITE_TIMEZONE: 'America/Lima',
      SMTP_URL: undefined,
      SMS_URL: undefined,
    });
  });

  it('accepts IANA zone names and refuses anything else at start', () => {
    expect(loadConfig({ SITE_TIMEZONE: 'America/Santiago' }).SITE_TIMEZONE).toBe(
      'America/Santiago',
    );
    expect(loadConfig({ SITE_TIMEZONE: 'UTC' }).SITE_TIMEZONE).toBe('UTC');
    expect(problemsOf({ SITE_TIMEZONE: 'Lima' })).toEqual([
      'SITE_TIMEZONE: must be an IANA time zone name, e.g. America/Lima',
    ]);
    expect(problemsOf({ SITE_TIMEZONE: 'GMT-5x' })).toHaveLength(1);
  });

  it('takes an smtp:// or smtps:// URL with its sender, and an http(s) SMS endpoint with its token', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://u:p@mail.example.com:587',
      MAIL_FROM: 'Faena <no-reply@example.com>',
      SMS_URL: 'https://sms.example.com/v1',
      SMS_TOKEN: 't',
    });
    expect(config).toMatchObject({
      SMTP_URL: 'smtp://u:p@mail.example.com:587',
      SMS_URL: 'https://sms.example.com/v1',
      SMS_TOKEN: 't',
    });
    expect(problemsOf({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'x@y.z' })).toEqual([
      'SMTP_URL: must be an smtp:// or smtps:// URL',
    ]);
    expect(problemsOf({ SMS_URL: 'ftp://sms.example.com', SMS_TOKEN: 't' })).toEqual([
      'SMS_URL: must be an http:// or https:// URL',
    ]);
  });

  it('refuses a mail server without a sender and an SMS provider without a token', () => {
    expect(
      problemsOf({ SMTP_URL: 'smtp://mail.example.com', SMS_URL: 'https://sms.example.com' }),
    ).toEqual([
      'MAIL_FROM: required when SMTP_URL is set',
      'SMS_TOKEN: required when SMS_URL is set',
    ]);
  });
});

describe('configuration: proxies and sign-in rate limits', () => {
  it('reads TRUST_PROXY as Fastify takes it: nobody by default, true, a hop count, or addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('has rate-limit defaults and refuses a limit below 1', () => {
    expect(loadConfig({})).toMatchObject({
      RATE_LIMIT_WINDOW_S: 900,
      RATE_LIMIT_ADDRESS_MAX: 100,
      RATE_LIMIT_ACCOUNT_MAX: 4,
      RATE_LIMIT_CODE_MAX: 2,
      RATE_LIMIT_MAIL_MAX: 3,
      RATE_LIMIT_MAIL_WINDOW_S: 3600,
      RATE_LIMIT_CACHE: 10_000,
    });
    expect(loadConfig({ RATE_LIMIT_ACCOUNT_MAX: '10' }).RATE_LIMIT_ACCOUNT_MAX).toBe(10);
    expect(() => loadConfig({ RATE_LIMIT_ACCOUNT_MAX: '0' })).toThrow(ConfigError);
  });
});
