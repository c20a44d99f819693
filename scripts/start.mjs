// `npm start`: install what is missing, build what is missing, then run the server with
// the embedded database and demo data on PORT (default 8080).
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureDeps } from './ensure-deps.mjs';

ensureDeps();
const outputs = ['dist/widgets/vet-widgets.js', 'dist/shell/index.html', 'dist/shell-server/entry-server.js', 'dist/card-frame/card-frame.js'];
if (process.env.REBUILD === '1' || outputs.some((file) => !existsSync(file))) {
  console.log('› Building the widgets and the portal…');
  execSync('npm run build', { stdio: 'inherit' });
}
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
