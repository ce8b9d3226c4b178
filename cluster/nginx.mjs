// nginx from Debian as the load balancer in front of the web instances (the cluster test and
// `npm run bench -- --web-instances 2`): unprivileged, with its own config, pid, logs and temp
// folders, on loopback high ports.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const NGINX = process.env.NGINX ?? "/usr/sbin/nginx";

function config({ dir, port, upstreams }) {
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join("\n");
  // As root the workers would switch to a user that cannot write the temp folders.
  const user = process.getuid?.() === 0 ? "user root;" : "";
  return `${user}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 16m;
  upstream web {
${servers}
    keepalive 32;
    # Below Node's own 5 s: nginx must never send a request on a connection Node is closing.
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    listen [::1]:${port};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Request-Id $request_id;
    proxy_connect_timeout 2s;
    proxy_read_timeout 60s;
    # Which instance answered: the cluster test checks that both take turns.
    add_header X-Upstream $upstream_addr always;
    # A request an instance could not take (refused, or cut off before an answer) goes to the other.
    proxy_next_upstream error timeout;
    location / { proxy_pass http://web; }
    # Applications too, although a POST: the database refuses a second application for the same job,
    # so a resend can never make two.
    location = /api/applications {
      proxy_next_upstream error non_idempotent;
      proxy_pass http://web;
    }
  }
}
`;
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Starts nginx balancing `port` over the web instances at `upstreams`; resolves once it listens. */
export async function startBalancer({ port, upstreams }) {
  if (!existsSync(NGINX))
    throw new Error(`nginx not found at ${NGINX}: apt-get install nginx (or set NGINX)`);
  const dir = mkdtempSync(join(tmpdir(), "kazi-nginx-"));
  writeFileSync(join(dir, "nginx.conf"), config({ dir, port, upstreams }));
  const child = spawn(NGINX, ["-p", dir, "-e", join(dir, "error.log"), "-c", join(dir, "nginx.conf")], {
    stdio: "ignore",
  });
  const log = () => (existsSync(join(dir, "error.log")) ? readFileSync(join(dir, "error.log"), "utf8") : "");
  // Whoever started it may exit without stopping it (the bench stops what it ran itself).
  const stopNow = () => {
    child.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  };
  process.once("exit", stopNow);
  const stop = async () => {
    process.removeListener("exit", stopNow);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGQUIT");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const why = log();
      await stop();
      throw new Error(`nginx did not start on port ${port}:\n${why}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: `http://localhost:${port}`, pid: child.pid, log, stop };
}
