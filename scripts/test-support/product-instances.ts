/**
 * Several processes of the compiled one-process server (as `npm start` runs it) on one PostgreSQL
 * database, and a browser's sign-in against one of them. Imported only by tests.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { CookieJar, pkcePair } from '@lineup/auth/test-support/browser';
import { API_SCOPES, WEB_CLIENT_ID } from '@lineup/contracts/constants';
import pg from 'pg';
import { serverCommand } from '../lib/server-runtime.mjs';
import { send } from './http-calls';

export { freePort } from './free-port';

const root = path.resolve(import.meta.dirname, '../..');

export type Instance = {
  url: string;
  child: ChildProcess;
  /** The lines of its log that carry a login code, so far (the rest is read and dropped). */
  codeLines: string[];
  /** The process's exit code once it has ended. */
  exited: Promise<number | null>;
};

/** A new, empty database on the server DATABASE_URL names; `drop` removes it again. */
export async function createScratchDatabase(serverUrl: string) {
  const name = `lineup_instances_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * What instances of the product share, made for one test file: a scratch database on the server
 * `serverUrl` names and a storage folder, and the environment every instance runs with (the first
 * internal user `admin`, no demo data, login codes in the log). `remove` drops both.
 */
export async function createScratchProduct(
  serverUrl: string,
  options: { admin: string; publicUrl: string; dirPrefix: string },
) {
  const database = await createScratchDatabase(serverUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), options.dirPrefix));
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    PUBLIC_URL: options.publicUrl,
    DATA_DIR: dataDir,
    SEED_ADMIN_EMAIL: options.admin,
    SEED_DEMO_DATA: 'false',
    SMTP_URL: '',
  };
  return {
    env,
    dataDir,
    remove: async () => {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits (up to `timeoutMs`) until the instance answers GET /readyz with 200; fails if it exits first. */
export async function waitUntilReady(instance: Instance, timeoutMs = 45_000): Promise<void> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; ) {
    if (instance.child.exitCode !== null) throw new Error(`${instance.url} exited with ${instance.child.exitCode}`);
    const outcome = await send(`${instance.url}/readyz`);
    if ('status' in outcome && outcome.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${instance.url} was not ready within ${timeoutMs} ms`);
}

/** Stops with SIGTERM each instance still running (those started so far), and waits for it to end. */
export async function stopInstances(instances: readonly (Instance | undefined)[]): Promise<void> {
  for (const instance of instances) {
    if (instance && instance.child.exitCode === null && instance.child.signalCode === null) {
      instance.child.kill('SIGTERM');
      await instance.exited;
    }
  }
}

/** Starts the compiled server on `port` with `env` on top of this process's environment (productEnv). */
export function startInstance(port: number, env: Record<string, string>): Instance {
  return spawnInstance(serverCommand(productEnv({ ...env, PORT: String(port) })), `http://127.0.0.1:${port}`);
}

/**
 * A service of a split deployment (dist/server/<service>-server.mjs) with the server's runtime
 * settings, listening on its own port (`env`'s PIM_PORT, USERS_PORT or AUTH_PORT, which `url` names).
 */
export function startService(service: 'auth' | 'pim' | 'users', url: string, env: Record<string, string>): Instance {
  return spawnInstance(serverCommand(productEnv(env), path.join(root, `dist/server/${service}-server.mjs`)), url);
}

/**
 * `env` on top of this process's environment, without the test runner's NODE_ENV (as `npm start`
 * runs the server) and logging at info (login codes included).
 */
function productEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { NODE_ENV: _testRunner, ...inherited } = process.env;
  return { ...inherited, ...env, LOG_LEVEL: 'info' };
}

function spawnInstance(command: { args: string[]; env: NodeJS.ProcessEnv }, url: string): Instance {
  const child = spawn(process.execPath, command.args, {
    cwd: root,
    env: command.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const codeLines: string[] = [];
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.includes('Login code for')) codeLines.push(line);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { url, child, codeLines, exited };
}

/** The login code the instance printed for `email` (no SMTP_URL), the newest one after `after` code lines. */
function loginCodeIn(instance: Instance, email: string, after: number): string | undefined {
  const pattern = new RegExp(`Login code for ${email.replace(/[.+]/g, '\\$&')}: ([A-Z0-9]{6})`);
  for (const line of instance.codeLines.slice(after).reverse()) {
    const match = pattern.exec(line);
    if (match) return match[1];
  }
  return undefined;
}

/** Waits (up to 10 s) for the instance to log a login code for `email`. */
async function waitForLoginCode(instance: Instance, email: string, after: number): Promise<string> {
  for (const started = Date.now(); Date.now() - started < 10_000; ) {
    const code = loginCodeIn(instance, email, after);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no login code for ${email} in the log`);
}

/** The query a back-office sign-in starts with, as the SPA sends it. */
export function authorizationQuery(publicUrl: string) {
  const { verifier, challenge } = pkcePair();
  const query = new URLSearchParams({
    client_id: WEB_CLIENT_ID,
    response_type: 'code',
    redirect_uri: `${publicUrl}/auth/callback`,
    scope: API_SCOPES,
    state: randomUUID(),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    prompt: 'login',
  });
  return { query, verifier };
}

/**
 * Signs `email` in as the back office's SPA does (authorization code with PKCE, the code read from
 * the log of the instance that sent it) and answers the access token. With several instances, each
 * request goes to the next one, as a load balancer without stickiness may send them. It starts one
 * authorization (`/oidc/auth`).
 */
export async function signInThrough(through: Instance | Instance[], publicUrl: string, email: string): Promise<string> {
  const instances = Array.isArray(through) ? through : [through];
  let requests = 0;
  const jar = new CookieJar();
  const send = async (url: string, form?: Record<string, string>) => {
    const instance = instances[requests++ % instances.length]!;
    const { pathname, search } = new URL(url, instance.url);
    const response = await fetch(`${instance.url}${pathname}${search}`, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form ? new URLSearchParams(form) : undefined,
    });
    jar.store(response);
    return { response, instance };
  };
  // The issuer's own redirects are followed; the first one to a page of the SPA is the answer.
  const follow = async (first: Response) => {
    let current = first;
    for (let location = current.headers.get('location'); location; location = current.headers.get('location')) {
      if (!new URL(location, publicUrl).pathname.startsWith('/oidc')) break;
      current = (await send(location)).response;
    }
    return current;
  };
  const { query, verifier } = authorizationQuery(publicUrl);
  await follow((await send(`/oidc/auth?${query}`)).response);
  const seen = instances.map((instance) => instance.codeLines.length);
  const { instance: mailer } = await send('/code/authorize', { action: 'request', email });
  const code = await waitForLoginCode(mailer, email, seen[instances.indexOf(mailer)]!);
  const callback = await follow((await send('/code/authorize', { action: 'verify', email, code })).response);
  const authorizationCode = new URL(callback.headers.get('location') ?? '').searchParams.get('code');
  if (!authorizationCode) throw new Error(`the sign-in of ${email} did not reach the callback`);
  const { response: token } = await send('/oidc/token', {
    grant_type: 'authorization_code',
    client_id: WEB_CLIENT_ID,
    code: authorizationCode,
    code_verifier: verifier,
    redirect_uri: `${publicUrl}/auth/callback`,
  });
  const body = (await token.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`no access token for ${email}: ${JSON.stringify(body)}`);
  return body.access_token;
}
