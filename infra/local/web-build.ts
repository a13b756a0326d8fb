// The web app built when its sources changed since the last build (or never built): `npm start` and
// the whole `npm run bench` both serve what frontend/dist holds, and a stale build shows old screens.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './stack.js';

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

export function buildWebIfNeeded(): void {
  const frontend = join(repoRoot, 'frontend');
  if (!existsSync(join(frontend, 'vite.config.ts'))) return;
  const built = join(frontend, 'dist', 'index.html');
  const sources = Math.max(
    newestChange(join(frontend, 'src')),
    newestChange(join(frontend, 'public')),
    newestChange(join(frontend, 'index.html')),
    newestChange(join(frontend, 'vite.config.ts')),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  console.log(
    existsSync(built)
      ? 'The web app changed: rebuilding it (npm run build:web)…'
      : 'Building the web app (npm run build:web)…',
  );
  const result = spawnSync('npm', ['run', '--silent', 'build:web'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0)
    console.warn('The web app did not build; the API still runs. Fix the errors above and restart.');
}
