import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Debian's nginx (`apt-get install nginx`); NGINX elsewhere. */
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const DEPLOY_NGINX = fileURLToPath(new URL('../../../../deploy/nginx/', import.meta.url));
/** The self-signed certificate (127.0.0.1, localhost) the push-service tests use, for the TLS site. */
export const TEST_CERTIFICATE = fileURLToPath(
  new URL('../fixtures/push-service.cert.pem', import.meta.url),
);
const TEST_CERTIFICATE_KEY = fileURLToPath(
  new URL('../fixtures/push-service.key.pem', import.meta.url),
);
const READY_TIMEOUT_MS = 10_000;

export interface Nginx {
  /** http://127.0.0.1:<port>: sites-available/dapur-http, the plain-HTTP site. */
  url: string;
  /** http://127.0.0.1:<port>: sites-available/dapur's port-80 server (redirects to HTTPS). */
  redirectUrl: string;
  /** https://127.0.0.1:<port>: sites-available/dapur's TLS server. */
  tlsUrl: string;
  /** What nginx logged (its error log). */
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * nginx with the files of `deploy/nginx` as docs/deploy.md installs them under /etc/nginx
 * (conf.d, snippets, sites-enabled), run as the current user in a folder of its own. What
 * differs is only what this machine needs: the instances' ports in the upstream, free
 * ports on 127.0.0.1 instead of 80 and 443, and a test certificate instead of Let's
 * Encrypt's. The main nginx.conf is a short one with Debian's settings that matter here
 * (`gzip on`, which the shop's snippet turns off).
 */
export async function startNginx(instancePorts: [number, number]): Promise<Nginx> {
  const root = await mkdtemp(path.join(tmpdir(), 'dapur-nginx-'));
  // Run as root, nginx's workers are `nobody`: they write request bodies under temp/.
  await chmod(root, 0o755);
  const [httpPort, redirectPort, tlsPort] = await freePorts(3);

  const upstream = replaceAll(await deployFile('conf.d/dapur-upstream.conf'), [
    ['127.0.0.1:3001', `127.0.0.1:${instancePorts[0]}`],
    ['127.0.0.1:3002', `127.0.0.1:${instancePorts[1]}`],
  ]);
  const proxy = await deployFile('snippets/dapur-proxy.conf');
  const httpSite = replaceAll(await deployFile('sites-available/dapur-http'), [
    ['listen 80;', `listen 127.0.0.1:${httpPort};`],
    ['listen [::]:80;', ''],
  ]);
  const tlsSite = replaceAll(await deployFile('sites-available/dapur'), [
    ['listen 80;', `listen 127.0.0.1:${redirectPort};`],
    ['listen [::]:80;', ''],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${tlsPort} ssl http2;`],
    ['listen [::]:443 ssl http2;', ''],
    ['/etc/letsencrypt/live/shop.example/fullchain.pem', TEST_CERTIFICATE],
    ['/etc/letsencrypt/live/shop.example/privkey.pem', TEST_CERTIFICATE_KEY],
  ]);

  for (const folder of ['conf.d', 'snippets', 'sites-enabled', 'temp']) {
    await mkdir(path.join(root, folder));
  }
  await writeFile(path.join(root, 'conf.d/dapur-upstream.conf'), upstream);
  await writeFile(path.join(root, 'snippets/dapur-proxy.conf'), proxy);
  await writeFile(path.join(root, 'sites-enabled/dapur-http'), httpSite);
  await writeFile(path.join(root, 'sites-enabled/dapur'), tlsSite);
  const errorLog = path.join(root, 'error.log');
  await writeFile(path.join(root, 'nginx.conf'), mainConf(root, errorLog));

  const child = spawn(NGINX, ['-p', root, '-c', path.join(root, 'nginx.conf'), '-e', errorLog], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  let running = true;
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) =>
    child.once('close', () => {
      running = false;
      resolve();
    }),
  );
  child.once('error', (error) => {
    running = false;
    stderr += String(error);
  });
  const readErrorLog = () => readFile(errorLog, 'utf8').catch(() => '');

  const stop = async () => {
    if (running) {
      // Fast shutdown: open streams are cut, as they would be by any restart.
      child.kill('SIGTERM');
      await exited;
    }
    await rm(root, { recursive: true, force: true });
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await accepts(httpPort!)) || !(await accepts(tlsPort!))) {
    if (!running || Date.now() > deadline) {
      const log = await readErrorLog();
      await stop();
      throw new Error(`nginx (${NGINX}) did not start:\n${stderr}\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    url: `http://127.0.0.1:${httpPort}`,
    redirectUrl: `http://127.0.0.1:${redirectPort}`,
    tlsUrl: `https://127.0.0.1:${tlsPort}`,
    errorLog: readErrorLog,
    stop,
  };
}

async function deployFile(name: string): Promise<string> {
  return readFile(path.join(DEPLOY_NGINX, name), 'utf8');
}

/** Each replacement must apply: a change to deploy/nginx that the test no longer follows fails here. */
function replaceAll(text: string, replacements: [string, string][]): string {
  let result = text;
  for (const [from, to] of replacements) {
    if (!result.includes(from)) throw new Error(`deploy/nginx no longer has "${from}"`);
    result = result.replaceAll(from, to);
  }
  return result;
}

/** Debian's /etc/nginx/nginx.conf, cut to what a proxy uses, with every path in `root`. */
function mainConf(root: string, errorLog: string): string {
  const temp = (name: string) => path.join(root, 'temp', name);
  return `daemon off;
worker_processes 1;
pid ${path.join(root, 'nginx.pid')};
error_log ${errorLog} warn;

events {
    worker_connections 768;
}

http {
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    default_type application/octet-stream;
    ssl_prefer_server_ciphers on;
    access_log ${path.join(root, 'access.log')};
    gzip on;

    client_body_temp_path ${temp('body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};

    include conf.d/*.conf;
    include sites-enabled/*;
}
`;
}

/** Ports the system hands out as free now (each listened on once, then closed). */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
