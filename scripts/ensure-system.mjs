#!/usr/bin/env node
// Checks the system programs the local stack needs: Java 17+ for DynamoDB Local, ffmpeg for the
// server-side video poster frame (its integration test needs it), the type faces the local photo
// reader draws its fraction templates in (½ ¼ ⅓ in the faces recipes are printed in; without them
// fractions read as "4") and, with --browser, Debian's Chromium for the end-to-end tests. As root it installs what is missing with apt-get; otherwise it
// says what to install and exits 1.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wantBrowser = process.argv.includes('--browser');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let aptUpdated = false;

function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  // Java 8 and older report "1.8.0".
  return major === 1 ? Number(match[2]) : major;
}

function apt(args) {
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

function install(what, packageSets, hint) {
  if (!isRoot) {
    console.error(`Hearth needs ${what}. Install it with: ${hint}`);
    process.exit(1);
  }
  console.log(`Installing ${what} (apt-get)…`);
  if (!aptUpdated) {
    apt(['update']);
    aptUpdated = true;
  }
  for (const packages of packageSets) {
    if (apt(['install', '-y', '--no-install-recommends', ...packages])) return;
  }
  console.error(`Could not install ${what}. Install it with: ${hint}`);
  process.exit(1);
}

const java = javaMajorVersion();
if (java === null || java < 17) {
  install(
    'Java 17 or newer (for DynamoDB Local)',
    [['openjdk-17-jre-headless'], ['default-jre-headless']],
    'sudo apt-get install openjdk-17-jre-headless',
  );
  const installed = javaMajorVersion();
  if (installed === null || installed < 17) {
    console.error('Java 17 or newer is still missing; install it and make sure `java` is on the PATH.');
    process.exit(1);
  }
}

function hasFfmpeg() {
  const result = spawnSync('ffmpeg', ['-version'], { encoding: 'utf8' });
  return !result.error && result.status === 0;
}

if (!hasFfmpeg()) {
  install('ffmpeg (for video poster frames)', [['ffmpeg']], 'sudo apt-get install ffmpeg');
  if (!hasFfmpeg()) {
    console.error('ffmpeg is still missing; install it and make sure `ffmpeg` is on the PATH.');
    process.exit(1);
  }
}

// The faces lambdas/src/adapters/ocr/fraction-shapes.ts draws (one file of each package stands for it).
const FRACTION_FACES = [
  ['fonts-dejavu-core', '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf'],
  ['fonts-liberation', '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf'],
  ['fonts-urw-base35', '/usr/share/fonts/opentype/urw-base35/C059-Roman.otf'],
];
const missingFaces = FRACTION_FACES.filter(([, file]) => !existsSync(file)).map(([pkg]) => pkg);
if (missingFaces.length) {
  install(
    'the type faces the photo reader compares fractions with',
    [missingFaces],
    `sudo apt-get install ${missingFaces.join(' ')}`,
  );
}

if (wantBrowser && !existsSync('/usr/bin/chromium')) {
  install(
    'Chromium (for the browser tests)',
    [['chromium', 'fonts-liberation']],
    'sudo apt-get install chromium fonts-liberation',
  );
}
