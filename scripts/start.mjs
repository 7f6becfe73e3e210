// `npm start` (RUN-CONTRACT.md). Until the server package exists, the shop's running
// product is its Storybook: build it once, then serve the static build on PORT (5000).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const staticDir = path.join(root, 'storybook-static');
const port = Number(process.env.PORT ?? 5000);

if (!existsSync(path.join(staticDir, 'index.html'))) {
  console.log('Building Storybook (first start only)…');
  const build = spawnSync('npm', ['run', 'build-storybook'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serve = sirv(staticDir, { etag: true, gzip: true });
const server = createServer((req, res) => {
  if (req.url === '/healthz') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    return;
  }
  serve(req, res, () => res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found'));
});

server.listen(port, () => console.log(`Dhanya's Storybook is ready at http://localhost:${port}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
