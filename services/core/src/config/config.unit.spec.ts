import { ConfigError, loadConfig } from './config';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
};

describe('configuration: delivery and site time zone', () => {
  it('defaults the site to Lima and leaves mail and SMS unset', () => {
    expect(loadConfig({})).toMatchObject({ SITE_TIMEZONE: 'America/Lima', SMTP_URL: undefined, SMS_URL: undefined });
  });

  it('accepts IANA zone names and refuses anything else at start', () => {
    expect(loadConfig({ SITE_TIMEZONE: 'America/Santiago' }).SITE_TIMEZONE).toBe('America/Santiago');
    expect(loadConfig({ SITE_TIMEZONE: 'UTC' }).SITE_TIMEZONE).toBe('UTC');
    expect(problemsOf({ SITE_TIMEZONE: 'Lima' })).toEqual(['SITE_TIMEZONE: must be an IANA time zone name, e.g. America/Lima']);
    expect(problemsOf({ SITE_TIMEZONE: 'GMT-5x' })).toHaveLength(1);
  });

  it('takes an smtp:// or smtps:// URL with its sender, and an http(s) SMS endpoint with its token', () => {
    const config = loadConfig({ SMTP_URL: 'smtp://u:p@mail.example.com:587', MAIL_FROM: 'Faena <no-reply@example.com>', SMS_URL: 'https://sms.example.com/v1', SMS_TOKEN: 't' });
    expect(config).toMatchObject({ SMTP_URL: 'smtp://u:p@mail.example.com:587', SMS_URL: 'https://sms.example.com/v1', SMS_TOKEN: 't' });
    expect(problemsOf({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'x@y.z' })).toEqual(['SMTP_URL: must be an smtp:// or smtps:// URL']);
    expect(problemsOf({ SMS_URL: 'ftp://sms.example.com', SMS_TOKEN: 't' })).toEqual(['SMS_URL: must be an http:// or https:// URL']);
  });

  it('refuses a mail server without a sender and an SMS provider without a token', () => {
    expect(problemsOf({ SMTP_URL: 'smtp://mail.example.com', SMS_URL: 'https://sms.example.com' })).toEqual([
      'MAIL_FROM: required when SMTP_URL is set',
      'SMS_TOKEN: required when SMS_URL is set',
    ]);
  });
});
