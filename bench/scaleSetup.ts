import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { hashPassword } from '../apps/api/src/lib/passwords.js';

const DEPLOY = join(import.meta.dirname, '..', 'deploy', 'nginx');
export const SIGN_IN_PASSWORD = 'Scale#2026';

/** nginx from Debian's package: the binary, installed with apt-get when missing. */
export function ensureNginx(log: (text: string) => void): string {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (found) return found;
  log('nginx is missing: apt-get install nginx-light (or nginx)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { stdio: 'inherit', env });
  const installed = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (!installed) throw new Error('nginx could not be installed');
  return installed;
}

export interface ApiProcess {
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the compiled server on `port` as production runs it (behind a proxy), once `/v1/ready` answers 200. */
export async function startApi(server: string, port: number, env: Record<string, string | undefined>): Promise<ApiProcess> {
  const logFile = join(tmpdir(), `fikra-scale-${port}.log`);
  const child = spawn(process.execPath, ['--enable-source-maps', server], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'scale-secret-scale-secret-scale-secret!!',
      ADMIN_PASSWORD: 'Scale#Admin1',
      // the limit under test is the one per account; the traffic comes from 250 addresses only
      LOGIN_RATE_LIMIT_PER_MINUTE: '10',
      LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = createWriteStream(logFile);
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API on port ${port} exited (${logFile})`);
    const ready = await fetch(`http://127.0.0.1:${port}/v1/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the API on port ${port} was not ready in 2 minutes (${logFile})`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    port,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/**
 * The shipped upstream block of deploy/nginx/fikra.conf with these processes' ports in place of its three, and
 * a plain-HTTP server on `port` that includes deploy/nginx/fikra-locations.conf as shipped (the TLS server of
 * fikra.conf differs only by its certificate).
 */
function nginxConfig(dir: string, port: number, apis: ApiProcess[]): string {
  const site = readFileSync(join(DEPLOY, 'fikra.conf'), 'utf8');
  const upstream = site.match(/upstream fikra_api \{[\s\S]*?\n\}/)?.[0];
  const serverLine = upstream?.match(/^\s*server 127\.0\.0\.1:\d+(.*);$/m);
  if (!upstream || !serverLine) throw new Error('deploy/nginx/fikra.conf has no upstream fikra_api with servers');
  const servers = apis.map((a) => `    server 127.0.0.1:${a.port}${serverLine[1]};`).join('\n');
  const ours = upstream.replace(/(\s*server 127\.0\.0\.1:\d+.*;)+/, `\n${servers}`);
  return `worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  log_format scale '$msec $status "$upstream_addr" "$upstream_status" $request_method $uri';
  access_log ${dir}/access.log scale;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${ours}
  server {
    listen 127.0.0.1:${port};
    include ${join(DEPLOY, 'fikra-locations.conf')};
  }
}
`;
}

/** nginx in the foreground with a configuration in a temporary directory; `reload` points it at other processes. */
export async function startNginx(binary: string, port: number, apis: ApiProcess[]) {
  const dir = mkdtempSync(join(tmpdir(), 'fikra-scale-nginx-'));
  mkdirSync(join(dir, 'logs'));
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, port, apis));
  execFileSync(binary, ['-t', '-q', '-p', dir, '-c', conf], { stdio: 'inherit' });
  const child = spawn(binary, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
  const deadline = Date.now() + 10_000;
  while (
    !(await fetch(`http://127.0.0.1:${port}/v1/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start (${dir}/error.log)`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    accessLog: join(dir, 'access.log'),
    async reload(next: ApiProcess[]) {
      writeFileSync(conf, nginxConfig(dir, port, next));
      execFileSync(binary, ['-t', '-q', '-p', dir, '-c', conf], { stdio: 'inherit' });
      child.kill('SIGHUP');
      await new Promise((r) => setTimeout(r, 1500));
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT');
      await once(child, 'exit');
    },
  };
}

/** Accounts for the sign-ins of the traffic, the account the limit check guesses at, and ideas to decide on. */
export async function prepareAccounts(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const hash = await hashPassword(SIGN_IN_PASSWORD);
    const emails = [...Array.from({ length: 20 }, (_, i) => `operator-${i}@scale.local`), 'guessed@scale.local'];
    for (const email of emails) {
      await client.query(
        `insert into users (username, email, password_hash, user_type, mobile) values ($1, $2, $3, 'ADMIN', '01000000000')`,
        [email.split('@')[0], email, hash],
      );
    }
    const undecided = await client.query<{ id: string }>(
      'select id::text as id from ideas where not evaluated_value and not approved_value order by id limit 40000',
    );
    return {
      signIns: emails.slice(0, 20).map((email) => ({ email, password: SIGN_IN_PASSWORD })),
      guessedEmail: emails[20],
      undecided: undecided.rows.map((r) => r.id),
    };
  } finally {
    await client.end();
  }
}
