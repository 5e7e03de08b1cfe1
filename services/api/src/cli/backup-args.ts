/** `npm run backup [-- --out <dir>]`: the parsed arguments, or why they are refused. */
export type BackupArgs = { out: string } | { help: true } | { error: string };

export const BACKUP_USAGE = 'usage: npm run backup [-- --out <dir>]   (default folder: ./backups)';
export const DEFAULT_BACKUP_DIR = 'backups';

export function parseBackupArgs(argv: readonly string[]): BackupArgs {
  let out = DEFAULT_BACKUP_DIR;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return { help: true };
    if (arg.startsWith('--out=')) out = arg.slice('--out='.length);
    else if (arg === '--out') {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) return { error: '--out needs a folder' };
      out = next;
      i += 1;
    } else return { error: `unknown argument ${arg}` };
  }
  return out.trim() ? { out } : { error: '--out needs a folder' };
}
