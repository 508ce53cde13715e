// `npm start`'s last step: the page (vite, http://127.0.0.1:5173/) and the
// game server for online tables (ws://127.0.0.1:2567) side by side. The lobby
// works without the server; if the server fails, the page keeps running and
// *Play online* says the server is not reachable. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--open=false'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// The page going away ends the session; the server going away does not.
children[1].on('exit', (code) => {
  stop();
  process.exit(code ?? 0);
});
children[0].on('exit', (code) => {
  if (code) console.error(`game server stopped (${code}); the page runs on without online tables`);
});
