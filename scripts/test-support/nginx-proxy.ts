/**
 * The reverse proxy of a split deployment: nginx running the configuration docs/deployment.md
 * gives, as it stands there, with the test's addresses, port and folder in place of the
 * document's. Imported only by tests.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { send } from './http-calls';

export const NGINX = '/usr/sbin/nginx';

const root = path.resolve(import.meta.dirname, '../..');

export type SplitServices = { auth: string; users: string; pim: string };

/** The nginx block of docs/deployment.md, with each upstream's server, the port and the files' folder replaced. */
function documentedProxyRules(options: { port: number; services: SplitServices; webRoot: string }): string {
  const doc = fs.readFileSync(path.join(root, 'docs/deployment.md'), 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/deployment.md has no nginx block');
  const replace = (text: string, pattern: RegExp, by: string) => {
    if (!pattern.test(text)) throw new Error(`the nginx block of docs/deployment.md has no ${pattern}`);
    return text.replace(pattern, by);
  };
  let rules = block;
  for (const [service, url] of Object.entries(options.services)) {
    rules = replace(
      rules,
      new RegExp(`upstream ${service}\\s*\\{[^}]*\\}`),
      `upstream ${service} { server ${new URL(url).host}; }`,
    );
  }
  rules = replace(rules, /listen \d+;/, `listen 127.0.0.1:${options.port};`);
  return replace(rules, /root \/srv\/lineup\/web;/, `root ${options.webRoot};`);
}

/**
 * nginx in the foreground with the documented rules inside an http block of its own (its files,
 * logs and buffers in a folder of their own). Answers once it accepts connections.
 */
export async function startNginxProxy(options: { port: number; services: SplitServices; webRoot: string }) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-nginx-'));
  const config = `
user ${os.userInfo().username};
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${documentedProxyRules(options)}
}
`;
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), config);
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-e', `${prefix}/error.log`, '-c', `${prefix}/nginx.conf`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${options.port}`;
  for (const started = Date.now(); ; ) {
    if (child.exitCode !== null) {
      const log = fs.existsSync(`${prefix}/error.log`) ? fs.readFileSync(`${prefix}/error.log`, 'utf8') : '';
      throw new Error(`nginx exited with ${child.exitCode}: ${stderr}${log}`);
    }
    if ('status' in (await send(`${url}/config.json`))) break;
    if (Date.now() - started > 10_000) throw new Error(`nginx did not answer on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    close: async () => {
      // QUIT: nginx finishes the requests it holds, then ends.
      child.kill('SIGQUIT');
      await exited;
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
