#!/usr/bin/env node
// Runs nginx (Debian's package: apt-get install nginx) in front of several API processes, as production does
// (README, "Production layout"; decision 142). It writes a configuration of its own into a folder and runs nginx
// in the foreground with that folder as its prefix, so it needs no root, touches nothing under /etc and stops
// with this script.
//
//   node scripts/nginx-cluster.mjs --listen 127.0.0.1:8080 --upstream 127.0.0.1:3001,127.0.0.1:3002
//   node scripts/nginx-cluster.mjs ... --print        # only print the configuration
//
//   --listen    address:port nginx listens on (default 127.0.0.1:8080)
//   --upstream  the API processes, comma-separated (each started with TRUST_PROXY=true, one PostgreSQL, one Redis)
//   --dir       nginx's working folder (default: a new temporary folder)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    listen: { type: 'string', default: '127.0.0.1:8080' },
    upstream: { type: 'string' },
    dir: { type: 'string' },
    print: { type: 'boolean', default: false },
  },
});

const upstreams = (values.upstream ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
if (upstreams.length === 0) {
  console.error('nginx-cluster: give the API processes with --upstream host:port[,host:port…]');
  process.exit(2);
}

/** The configuration: every request to the least busy process; a process that refuses connections is skipped. */
export function nginxConfig({ listen, upstreams, dir }) {
  return `# Written by scripts/nginx-cluster.mjs: nginx in front of ${upstreams.length} API processes.
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  # Uploads (passport scans, licences) are checked by the API up to its own limit.
  client_max_body_size 12m;
  server_tokens off;
  upstream portal_api {
    least_conn;
${upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen ${listen};
    location / {
      proxy_pass http://portal_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A process that is gone (connection refused) or stopping: the request goes to another one. A stopping
      # process refuses what arrives during its grace with a 503 before any work (onRequest, before the body is
      # read or the caller identified; marked X-Not-Processed), so a POST it refused is safe to send on
      # (non_idempotent). The API's other 503s (database or Redis unreachable) are given when the work failed and
      # was rolled back; a request that reached a process which then died is sent on too, and a booking, payment
      # or top-up carries its Idempotency-Key, which the API answers once whichever process gets it (decision 147).
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }
  }
}
`;
}

// Printing only names the folder (one to create when installing by hand); running makes a temporary one.
const dir = path.resolve(
  values.dir ?? (values.print ? '/var/lib/portal-nginx' : mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'))),
);
const config = nginxConfig({ listen: values.listen, upstreams, dir });
if (values.print) {
  process.stdout.write(config);
  process.exit(0);
}
for (const sub of ['tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi'])
  mkdirSync(path.join(dir, sub), { recursive: true });
const file = path.join(dir, 'nginx.conf');
writeFileSync(file, config);

const nginx = ['/usr/sbin/nginx', 'nginx'].find((bin) => spawnSync(bin, ['-v']).status === 0);
if (!nginx) {
  console.error('nginx-cluster: nginx is not installed (apt-get install -y nginx)');
  process.exit(3);
}
const test = spawnSync(nginx, ['-t', '-p', dir, '-c', file], { encoding: 'utf8' });
if (test.status !== 0) {
  console.error(test.stderr);
  process.exit(4);
}
const child = spawn(nginx, ['-p', dir, '-c', file], { stdio: 'inherit' });
console.log(`nginx on http://${values.listen} → ${upstreams.join(', ')} (configuration ${file})`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGQUIT'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
