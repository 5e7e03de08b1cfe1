import { type AppConfig, DEMO_PASSWORD, describeMode } from '@faena/core';
import type { AdminOutcome } from '../seed/admin-bootstrap';
import { seededDemoUsers } from '../seed/demo-users';

export interface BannerInfo {
  config: AppConfig;
  port: number;
  webDir: string | null;
  admin: AdminOutcome | null;
}

function adminLines(admin: AdminOutcome | null): string[] {
  if (!admin) return [];
  if (admin.generatedPassword) {
    return [
      `administrator: ${admin.username}, password ${admin.generatedPassword} (generated now and printed only this once; it must be changed at the first sign-in)`,
      '',
    ];
  }
  if (admin.created) return [`administrator: ${admin.username}, password from ADMIN_PASSWORD`, ''];
  return [];
}

function demoLines(config: AppConfig, admin: AdminOutcome | null): string[] {
  if (!config.SEED_DEMO) return [];
  // ADMIN keeps the password the bootstrap gave it, and no other administrator is seeded then
  const users = admin
    ? seededDemoUsers(true).filter((u) => u.username !== admin.username)
    : seededDemoUsers(false);
  return [
    'demo users:',
    `  ${'usuario'.padEnd(16)} ${'contraseña'.padEnd(12)} rol`,
    ...users.map((u) => `  ${u.username.padEnd(16)} ${DEMO_PASSWORD.padEnd(12)} ${u.role}`),
    '',
  ];
}

/** What the server prints once it listens: where, in which mode, the web app, the mailbox, the users. */
export function bannerLines({ config, port, webDir, admin }: BannerInfo): string[] {
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  return [
    '',
    `Faena is running on http://${host}:${port}`,
    `mode: ${describeMode(config)} (data in ${config.DATA_DIR})${config.NODE_ENV === 'production' ? ', NODE_ENV=production' : ''}`,
    webDir
      ? `web app: served from ${webDir}`
      : 'web app: not served (build it with `npm run build`, or SERVE_WEB=false)',
    ...(config.DEV_MAILBOX
      ? [
          'development mailbox: ON at /api/dev/mailbox (DEV_MAILBOX=true; it shows codes and temporary passwords)',
        ]
      : []),
    ...(config.DEV_CLOCK
      ? ['development clock: ON at /api/dev/reloj (DEV_CLOCK=true; the server time can be moved)']
      : []),
    '',
    ...adminLines(admin),
    ...demoLines(config, admin),
  ];
}
