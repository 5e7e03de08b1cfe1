/** `npm run backup [-- --out <dir>]`: the parsed arguments, or why they are refused. */
export type BackupArgs = { out: string } | { help: true } | { error: string };

export const BACKUP_USAGE = 'usage: npm run backup [-- --out <dir>]   (default folder: ./backups)';
export const DEFAULT_BACKUP_DIR = 'backups';

export function parseBackupArgs(argv: readonly string[]): BackupArgs {
  let out = DEFAULT_BACKUP_DIR;
  const args = [...argv];
  for (let arg = args.shift(); arg !== undefined; arg = args.shift()) {
    if (arg === '--help' || arg === '-h') return { help: true };
    if (arg.startsWith('--out=')) out = arg.slice('--out='.length);
    else if (arg === '--out') {
      const next = args.shift();
      if (next === undefined || next.startsWith('--')) return { error: '--out needs a folder' };
      out = next;
    } else return { error: `unknown argument ${arg}` };
  }
  return out.trim() ? { out } : { error: '--out needs a folder' };
}
