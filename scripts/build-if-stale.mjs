// `prepare` and `pretest`: build only when a source is newer than the last build's stamp (dist/.build-stamp, written by
// `npm run build`). `npm test` after `npm ci` would build a second time, and so would the first `npx wh40k` after it,
// which installs the folder as a package and runs its `prepare` again (20 s of a 50 s first answer, issue 30 section 4).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const STAMP = 'dist/.build-stamp';
const SOURCES = ['src', 'data', 'package.json', 'package-lock.json', 'tsconfig.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(path).reduce((m, name) => Math.max(m, newest(join(path, name))), s.mtimeMs);
}

const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
if (SOURCES.some((p) => newest(p) > built)) execSync('npm run build', { stdio: 'inherit' });
else console.log('build is up to date (dist/.build-stamp newer than src, data and the package files)');
