import { loadConfig } from '@faena/core';
import { bannerLines } from './banner';

const banner = (
  env: Record<string, string>,
  admin: Parameters<typeof bannerLines>[0]['admin'] = null,
) => bannerLines({ config: loadConfig(env), port: 3000, webDir: null, admin }).join('\n');

describe('start-up banner', () => {
  it('says when the development mailbox is on, and nothing about it when off', () => {
    expect(banner({ DEV_MAILBOX: 'true' })).toContain(
      'development mailbox: ON at /api/dev/mailbox',
    );
    expect(banner({})).not.toContain('mailbox');
  });

  it('says when the development clock is on, and nothing about it when off', () => {
    expect(banner({ DEV_CLOCK: 'true' })).toContain('development clock: ON at /api/dev/reloj');
    expect(banner({})).not.toContain('development clock');
  });

  it('lists the demo users with the demo password when the demo is loaded', () => {
    const text = banner({});
    expect(text).toContain('demo users:');
    expect(text).toMatch(/ADMIN\s+Faena\.2026/);
    expect(text).toMatch(/PAC-ADMIN\s+Faena\.2026\s+administrador de otro cliente/);
  });

  it('in production without the demo lists no demo user and prints a generated password once', () => {
    const text = banner(
      { NODE_ENV: 'production' },
      { username: 'ADMIN', created: true, generatedPassword: 'Xy7-generated-secret' },
    );
    expect(text).not.toContain('demo users:');
    expect(text).not.toContain('Faena.2026');
    expect(text).toContain(
      'administrator: ADMIN, password Xy7-generated-secret (generated now and printed only this once',
    );
  });

  it('never shows the demo password beside an administrator the bootstrap created', () => {
    const text = banner(
      { NODE_ENV: 'production', SEED_DEMO: 'true' },
      { username: 'ADMIN', created: false, generatedPassword: null },
    );
    expect(text).toContain('demo users:');
    expect(text).not.toMatch(/ADMIN\s+Faena\.2026/);
    // nor another administrator with the demo password (the second client's is not seeded then)
    expect(text).not.toContain('PAC-ADMIN');
    expect(text).toMatch(/PAC-APROBADOR\s+Faena\.2026/);
  });
});
