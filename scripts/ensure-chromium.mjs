// Makes sure a Chromium for the end-to-end tests exists: CHROMIUM_PATH, else /usr/bin/chromium;
// as root on Debian/Ubuntu it installs Debian's package; otherwise it says how to get one.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const wanted = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(wanted)) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH points at ${wanted}, which does not exist.`);
  process.exit(1);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = fs.existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  console.log("Chromium is missing: installing Debian's chromium package (about a minute)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (fs.existsSync(wanted)) process.exit(0);
}

console.error(
  [
    'The end-to-end tests need Chromium and none was found at /usr/bin/chromium.',
    'Install it (Debian/Ubuntu: sudo apt-get install -y chromium), or point CHROMIUM_PATH at a',
    'Chromium or Chrome executable, then run the tests again.',
  ].join('\n'),
);
process.exit(1);
