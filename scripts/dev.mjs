// `npm run dev`: rebuild the widgets on change and restart the server on change.
// Open http://localhost:8080/demo/ (widgets) or run `npx vite` for the shell with HMR.
import { spawn } from 'node:child_process';
import { ensureDeps } from './ensure-deps.mjs';

ensureDeps();
const children = [
  spawn('npx', ['vite', 'build', '-c', 'vite.widgets.config.ts', '--watch', '--mode', 'development'], { stdio: 'inherit' }),
  spawn('npx', ['vite', 'build', '-c', 'vite.cardframe.config.ts', '--watch', '--mode', 'development'], { stdio: 'inherit' }),
  spawn(process.execPath, ['--watch-path=server', '--watch-path=shared', '--import', 'tsx', 'server/index.ts'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
