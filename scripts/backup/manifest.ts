// backup.json: what a backup holds, with the size and SHA-256 of every file and the list of
// every folder, so a restore can tell a whole backup from a truncated, altered or half-copied
// one before it touches anything. It is written last, under a temporary name then renamed, so
// a backup that did not finish has none.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, fsyncSync, closeSync, openSync, readdirSync, readFileSync, renameSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as v from 'valibot';

/** Backups of format 1 carried no checksums: they cannot be verified, so they are not read. */
export const FORMAT = 2;
export const MANIFEST = 'backup.json';

const FileSum = v.object({ bytes: v.pipe(v.number(), v.integer(), v.minValue(0)), sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)) });

export const ManifestSchema = v.object({
  format: v.literal(FORMAT),
  made: v.string(),
  database: v.picklist(['pglite', 'postgresql']),
  /** What the backup holds beside backup.json. */
  parts: v.array(v.picklist(['data', 'database', 'cms-media'])),
  /** How many files, and their bytes together: a second check that the lists below are whole. */
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  bytes: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Every folder, by its path inside the backup (empty ones matter to PostgreSQL). */
  folders: v.array(v.string()),
  /** Every file but backup.json, by its path inside the backup. */
  files: v.record(v.string(), FileSum),
});
export type Manifest = v.InferOutput<typeof ManifestSchema>;
type Contents = Pick<Manifest, 'count' | 'bytes' | 'folders' | 'files'>;

/** The folders and files (with their sizes) under root, paths joined with '/', backup.json left out. */
function listTree(root: string): { folders: string[]; sizes: Map<string, number> } {
  const folders: string[] = [];
  const sizes = new Map<string, number>();
  const walk = (rel: string) => {
    for (const entry of readdirSync(join(root, rel), { withFileTypes: true })) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (path === MANIFEST) continue;
      if (entry.isDirectory()) {
        folders.push(path);
        walk(path);
      } else if (entry.isFile()) sizes.set(path, statSync(join(root, path)).size);
      // A link or device would be copied as something else than what was checked.
      else throw new Error(`${join(root, path)} is neither a file nor a folder.`);
    }
  };
  walk('');
  folders.sort();
  return { folders, sizes: new Map([...sizes].sort(([a], [b]) => (a < b ? -1 : 1))) };
}

async function sha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** The folders and files under root, with each file's size and SHA-256. */
export async function contentsOf(root: string): Promise<Contents> {
  const { folders, sizes } = listTree(root);
  const files: Manifest['files'] = {};
  let bytes = 0;
  for (const [path, size] of sizes) {
    files[path] = { bytes: size, sha256: await sha256(join(root, path)) };
    bytes += size;
  }
  return { count: sizes.size, bytes, folders, files };
}

/** Writes backup.json into the backup folder `into`, listing what is in it now. */
export async function writeManifest(into: string, about: Pick<Manifest, 'made' | 'database' | 'parts'>): Promise<Manifest> {
  const manifest: Manifest = { format: FORMAT, ...about, ...(await contentsOf(into)) };
  const partial = join(into, `${MANIFEST}.partial`);
  const fd = openSync(partial, 'w');
  try {
    writeSync(fd, `${JSON.stringify(manifest, null, 2)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(partial, join(into, MANIFEST));
  return manifest;
}

/**
 * The backup's manifest once every file and folder it lists is there, of its size and SHA-256,
 * and nothing else is; throws one line saying what is wrong otherwise.
 */
export async function verifyBackup(from: string): Promise<Manifest> {
  const path = join(from, MANIFEST);
  if (!existsSync(path)) throw new Error(`${from} is not a finished backup (no ${MANIFEST}).`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    throw new Error(`${path} cannot be read as JSON.`);
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (typeof format === 'number' && format !== FORMAT)
    throw new Error(`${from} is a backup in format ${format}; this version reads format ${FORMAT}, whose checksums let it verify a backup.`);
  const parsed = v.safeParse(ManifestSchema, json);
  if (!parsed.success) throw new Error(`${path} is not a whole backup manifest (${v.getDotPath(parsed.issues[0]) ?? 'its top'}: ${parsed.issues[0].message}).`);
  const manifest = parsed.output;
  const listed = Object.entries(manifest.files);
  if (listed.length !== manifest.count || listed.reduce((sum, [, f]) => sum + f.bytes, 0) !== manifest.bytes)
    throw new Error(`${path} does not add up: its file list is not the ${manifest.count} files of ${manifest.bytes} bytes it counts.`);

  const found = listTree(from);
  const damaged = (what: string) => new Error(`${from} is damaged: ${what}.`);
  for (const folder of manifest.folders) if (!found.folders.includes(folder)) throw damaged(`the folder ${folder} is missing`);
  for (const folder of found.folders) if (!manifest.folders.includes(folder)) throw damaged(`the folder ${folder} is not in ${MANIFEST}`);
  for (const [file, want] of listed) {
    const size = found.sizes.get(file);
    if (size === undefined) throw damaged(`${file} is missing`);
    if (size !== want.bytes) throw damaged(`${file} has ${size} bytes, ${MANIFEST} says ${want.bytes}`);
  }
  for (const file of found.sizes.keys()) if (!(file in manifest.files)) throw damaged(`${file} is not in ${MANIFEST}`);
  for (const [file, want] of listed) if ((await sha256(join(from, file))) !== want.sha256) throw damaged(`${file} does not match its SHA-256 in ${MANIFEST}`);
  return manifest;
}
