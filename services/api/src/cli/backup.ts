import { BackupError, ConfigError, backupEmbedded, describeBackup, loadConfig } from '@faena/core';
import { BACKUP_USAGE, parseBackupArgs } from './backup-args';

/**
 * `npm run backup [-- --out <dir>]`: a consistent snapshot of the embedded mode's event log, read
 * models, outbox and blobs, taken while the server runs (SQLite's online backup), in a folder
 * named by the time. The distributed mode's engines are backed up with their own tools.
 */
async function main(): Promise<void> {
  const args = parseBackupArgs(process.argv.slice(2));
  if ('help' in args) return void process.stdout.write(`${BACKUP_USAGE}\n`);
  if ('error' in args) {
    process.stderr.write(`${args.error}\n${BACKUP_USAGE}\n`);
    process.exit(2);
  }
  const config = loadConfig();
  if (config.EVENT_STORE_URL || config.READ_STORE_URL) {
    process.stderr.write(
      "npm run backup copies the embedded mode's files; back up EventStoreDB and MongoDB with their own tools\n",
    );
    process.exit(2);
  }
  const summary = await backupEmbedded({ dataDir: config.DATA_DIR, outDir: args.out });
  process.stdout.write(`${describeBackup(summary).join('\n')}\n`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof BackupError)
    process.stderr.write(`${err.message}\n`);
  else
    process.stderr.write(
      `backup failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  process.exit(1);
});
