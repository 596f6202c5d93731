/**
 * Serves dist/ the way a static host does, so `npm start`, the browser tests and Lighthouse all
 * see what production visitors see:
 * - `/about` answers with `about.html` (clean URLs), `/` with `index.html`;
 * - an unknown path answers 404 with `404.html`;
 * - the headers in `dist/_headers` (the Netlify / Cloudflare Pages format) are sent;
 * - text is gzip-compressed when the browser accepts it, and hashed assets are cached for a year.
 */
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
]);

export interface HeaderRule {
  readonly pattern: string;
  readonly headers: ReadonlyArray<readonly [string, string]>;
}

/** Parses the `_headers` format: a path pattern line, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { pattern: string; headers: [string, string][] }[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const current = rules.at(-1);
    if (colon > 0 && current) {
      current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/** `/*` matches everything below a prefix; anything else must match the path exactly. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): [string, string][] {
  return rules
    .filter(({ pattern }) =>
      pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern,
    )
    .flatMap(({ headers }) => headers.map(([name, value]): [string, string] => [name, value]));
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Maps a URL path to a file in the served folder, as a static host would, or null. */
export async function resolveFile(dir: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const candidate = normalize(join(dir, decoded));
  if (candidate !== dir && !candidate.startsWith(dir + sep)) return null;
  const tries = decoded.endsWith('/')
    ? [join(candidate, 'index.html')]
    : [candidate, `${candidate}.html`, join(candidate, 'index.html')];
  for (const path of tries) if (await isFile(path)) return path;
  return null;
}

export function startStaticHost(dir: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const root = resolve(dir);
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const found = await resolveFile(root, url.pathname);
      const file = found ?? join(root, '404.html');
      const status = found ? 200 : 404;
      let body: Buffer;
      try {
        body = await readFile(file);
      } catch {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const extension = extname(file);
      const headers: Record<string, string> = {
        'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
        'Cache-Control': url.pathname.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
        Vary: 'Accept-Encoding',
      };
      try {
        const rules = parseHeadersFile(await readFile(join(root, '_headers'), 'utf8'));
        for (const [name, value] of headersFor(rules, url.pathname)) headers[name] = value;
      } catch {
        // No _headers file: serve with the defaults above.
      }
      if (
        COMPRESSIBLE.has(extension) &&
        /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
      ) {
        body = gzipSync(body);
        headers['Content-Encoding'] = 'gzip';
      }
      headers['Content-Length'] = String(body.length);
      response.writeHead(status, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    })().catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolvePromise(server);
    });
  });
}

function portFromArgs(): number {
  const flag = process.argv.indexOf('--port');
  const value = flag >= 0 ? process.argv[flag + 1] : process.env.PORT;
  const port = Number(value ?? 4173);
  return Number.isInteger(port) && port > 0 ? port : 4173;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = portFromArgs();
  const dir = resolve(import.meta.dirname, '..', 'dist');
  startStaticHost(dir, port).then(
    () => {
      console.log(`Serving dist/ at http://127.0.0.1:${port}/  (Ctrl+C to stop)`);
    },
    (error: unknown) => {
      console.error(`Could not start the server on port ${port}:`, error);
      process.exit(1);
    },
  );
}
