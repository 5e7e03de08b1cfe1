import { DEFAULT_BACKUP_DIR, parseBackupArgs } from './backup-args';

describe('npm run backup arguments', () => {
  it('writes to ./backups unless --out names a folder', () => {
    expect(parseBackupArgs([])).toEqual({ out: DEFAULT_BACKUP_DIR });
    expect(parseBackupArgs(['--out', '/var/backups/faena'])).toEqual({ out: '/var/backups/faena' });
    expect(parseBackupArgs(['--out=/srv/b'])).toEqual({ out: '/srv/b' });
  });

  it('refuses --out without a folder and unknown arguments', () => {
    expect(parseBackupArgs(['--out'])).toEqual({ error: '--out needs a folder' });
    expect(parseBackupArgs(['--out', '--force'])).toEqual({ error: '--out needs a folder' });
    expect(parseBackupArgs(['--out='])).toEqual({ error: '--out needs a folder' });
    expect(parseBackupArgs(['now'])).toEqual({ error: 'unknown argument now' });
  });

  it('answers help', () => {
    expect(parseBackupArgs(['--help'])).toEqual({ help: true });
  });
});
