// `npm run backup -- [folder]`: a backup of the server's data folder, the PostgreSQL database
// (with DATABASE_URL) and the CMS's uploaded media, into a new folder (default
// backups/vet-backup-<date and time>). What it holds and when it refuses: scripts/backup/archive.ts
// and docs/operations.md.
import { join } from 'node:path';
import { backup, settingsFrom } from './backup/archive.ts';

const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const into = process.argv[2] ?? join('backups', `vet-backup-${stamp}`);
try {
  const manifest = await backup(settingsFrom(process.env), into);
  console.log(`Backed up ${manifest.parts.join(', ')} (${manifest.database}) into ${into}`);
} catch (error) {
  console.error(`Backup failed: ${error.message}`);
  process.exit(1);
}
