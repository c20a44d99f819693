// `npm run staff:create -- --vet-id <id> --email <e> --name <n> --role manager [--clinic <id> …]`:
// a clinic desk account, with the server's DATA_DIR or DATABASE_URL. The password comes from
// STAFF_PASSWORD or standard input (`read -rs p && printf %s "$p" | npm run staff:create -- …`),
// never from the command line, where other users and the shell history would see it. A
// production database starts with no staff: this makes the first manager (docs/desk.md).
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { loadConfig } from '../server/config.ts';
import { lockDataDir } from '../server/db/dataDirLock.ts';
import { openDb } from '../server/db/index.ts';
import { migrate } from '../server/db/migrate.ts';
import { groupWords, passwordProblem } from '../server/auth/passwordPolicy.ts';
import { createStaff } from '../server/desk/staff.ts';
import { StaffRoleSchema } from '../shared/schemas/desk.ts';

const fail = (message) => {
  console.error(`Staff account not created: ${message}`);
  process.exit(1);
};

const Args = v.object({
  'vet-id': v.pipe(v.string('Say which vet group: --vet-id'), v.trim(), v.nonEmpty('Say which vet group: --vet-id')),
  email: v.pipe(v.string('Give an --email'), v.trim(), v.email('The --email is not an email address'), v.maxLength(254, 'The --email is too long')),
  name: v.pipe(v.string('Give a --name'), v.trim(), v.nonEmpty('Give a --name'), v.maxLength(100, 'The --name is too long')),
  role: StaffRoleSchema,
  clinic: v.optional(v.array(v.string()), []),
});

let given;
try {
  const { values } = parseArgs({
    options: {
      'vet-id': { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      clinic: { type: 'string', multiple: true },
    },
  });
  given = v.parse(Args, values);
} catch (error) {
  fail(error instanceof v.ValiError ? error.issues[0].message : error.message);
}
if (given.role === 'reception' && !given.clinic.length) fail('a receptionist needs at least one --clinic');

const readStdin = async () => {
  if (process.stdin.isTTY) console.error('Password (then Enter; it is shown as typed, so prefer STAFF_PASSWORD or a pipe):');
  let text = '';
  for await (const chunk of process.stdin) {
    text += chunk;
    if (process.stdin.isTTY && text.includes('\n')) break;
  }
  return text.replace(/\r?\n$/, '');
};
const password = process.env.STAFF_PASSWORD ?? (await readStdin());

const config = loadConfig(process.env);
// PGlite is one process's database: the server must be stopped (the lock says so if it is not).
const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
const db = await openDb(config);
let refusal;
try {
  await migrate(db);
  const vetId = given['vet-id'];
  if (!(await db.one('select 1 from vet_groups where id = $1', [vetId]))) refusal = `there is no vet group ${vetId}`;
  refusal ??= await passwordProblem(password, { email: given.email, groupWords: await groupWords(db, vetId) });
  if (!refusal) {
    const id = await db.tx((tx) => createStaff(tx, { vetId, email: given.email, name: given.name, role: given.role, password, clinicIds: given.clinic }));
    console.log(`Created ${given.role} ${given.email} (staff id ${id}) for ${vetId}.`);
  }
} catch (error) {
  refusal =
    error.code === '23505'
      ? `${given.email} already has a staff account in this group`
      : error.code === '23503'
        ? 'a --clinic is not one of the group’s clinics'
        : error.message;
} finally {
  await db.close();
  lock?.release();
}
if (refusal) fail(refusal);
