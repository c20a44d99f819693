// `npm run restore -- <backup folder>`: puts a backup made by `npm run backup` back, with the
// same DATA_DIR, DATABASE_URL and CMS_MEDIA_DIR settings as the server. Stop the server
// processes (and the CMS) first: it refuses while any holds the data. It verifies the backup
// and test-opens it before it replaces anything, and keeps what it replaced (docs/operations.md).
import { Refused, restore, settingsFrom } from './backup/archive.ts';

const from = process.argv[2];
if (!from) {
  console.error('Say which backup to restore: npm run restore -- backups/vet-backup-…');
  process.exit(1);
}
try {
  const { manifest, keptAside } = await restore(settingsFrom(process.env), from);
  console.log(`Restored ${manifest.parts.join(', ')} (${manifest.database}) from ${from}, made ${manifest.made}`);
  for (const path of keptAside) console.log(`Kept what it replaced in ${path}: remove it once the service runs well on the restored data.`);
} catch (error) {
  if (error instanceof Refused) console.error(`Restore refused, nothing was changed: ${error.message}`);
  else console.error(`Restore failed: ${error.message}`);
  process.exit(1);
}
