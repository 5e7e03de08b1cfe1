import { ConfigError, loadConfig } from './config';

describe('configuration: proxies and sign-in rate limits', () => {
  it('reads TRUST_PROXY as Fastify takes it: nobody by default, true, a hop count, or addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('has rate-limit defaults and refuses a limit below 1', () => {
    expect(loadConfig({})).toMatchObject({ RATE_LIMIT_WINDOW_S: 900, RATE_LIMIT_ADDRESS_MAX: 100, RATE_LIMIT_ACCOUNT_MAX: 4, RATE_LIMIT_CODE_MAX: 2, RATE_LIMIT_MAIL_MAX: 3, RATE_LIMIT_MAIL_WINDOW_S: 3600, RATE_LIMIT_CACHE: 10_000 });
    expect(loadConfig({ RATE_LIMIT_ACCOUNT_MAX: '10' }).RATE_LIMIT_ACCOUNT_MAX).toBe(10);
    expect(() => loadConfig({ RATE_LIMIT_ACCOUNT_MAX: '0' })).toThrow(ConfigError);
  });
});
