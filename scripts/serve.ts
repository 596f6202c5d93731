/**
 * Serves dist/ the way a static host does, for `npm start`, the browser tests and Lighthouse:
 * clean URLs (`/about` → about.html; `/about/` and `/about.html` redirect to `/about`), unknown
 * paths and folders → 404.html with status 404, compression, and the headers of scripts/headers.ts.
 */
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';
import { HEADER_RULES } from './headers';

const compress = compression();
const options: Parameters<typeof serveHandler>[2] = {
  cleanUrls: true,
  trailingSlash: false,
  // Static hosts answer a folder's address with 404, never a listing of its files.
  directoryListing: false,
  // serve-handler's globs: `**` where the `_headers` syntax says `*`.
  headers: HEADER_RULES.map(({ source, headers }) => ({
    source: source.replace(/\*$/, '**'),
    headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
  })),
};

export function startServer(dir: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    // What hosts send for pages by default; hashed assets get a year by their rule.
    response.setHeader('Cache-Control', 'no-cache');
    // compression's types are Express's; Node's request and response are what it really uses.
    compress(request as never, response as never, () => {
      void serveHandler(request, response, { ...options, public: dir });
    });
  });
  return new Promise((done, fail) => {
    server.once('error', fail).listen(port, '127.0.0.1', () => {
      done(server);
    });
  });
}

if (import.meta.filename === process.argv[1]) {
  const port = Number(process.env.PORT ?? 4173);
  await startServer(resolve(import.meta.dirname, '..', 'dist'), port);
  console.log(`Serving dist/ at http://127.0.0.1:${port}/  (Ctrl+C to stop)`);
}
