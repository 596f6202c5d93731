// @vitest-environment node
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_RULES } from './headers';
import { startServer } from './serve';

let server: Awaited<ReturnType<typeof startServer>>;
let origin = '';

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'serve-'));
  await mkdir(join(dir, 'assets'));
  await Promise.all([
    writeFile(join(dir, 'index.html'), '<h1>home</h1>'),
    writeFile(join(dir, 'about.html'), `<h1>about</h1>${' padding'.repeat(200)}`),
    writeFile(join(dir, '404.html'), '<h1>not found</h1>'),
    writeFile(join(dir, 'assets', 'app-1234.js'), 'console.log(1)'),
  ]);
  server = await startServer(dir, 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(origin + path, { redirect: 'manual', headers });

/** Sends a request line as given, byte for byte, and returns the status line of the answer. */
function rawStatusLine(target: string): Promise<string> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    });
    socket.on('data', (data: Buffer) => (answer += data.toString()));
    socket.on('end', () => {
      resolve(answer.split('\r\n')[0] ?? '');
    });
    socket.on('error', reject);
  });
}

describe('the local server behaves like a static host', () => {
  it.each([
    ['/', 'home'],
    ['/about', 'about'],
    ['/about?ref=tiktok', 'about'],
    ['/about?', 'about'],
  ])('%s answers 200 with its page', async (path, page) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<h1>${page}</h1>`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    ['/about/', '/about'],
    ['/about.html', '/about'],
  ])('%s redirects to the clean address %s', async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
  });

  it.each(['/missing', '/assets/gone-5678.js', '/assets'])(
    '%s answers 404 with 404.html, never cached for long',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('<h1>not found</h1>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('keeps hashed assets for a year', async () => {
    const response = await get('/assets/app-1234.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(
      HEADER_RULES.find((rule) => rule.source === '/assets/*')?.headers['Cache-Control'],
    );
  });

  it.each(['/', '/about', '/missing'])('%s carries every header of the /* rule', async (path) => {
    const response = await get(path);
    const siteWide = HEADER_RULES.find((rule) => rule.source === '/*')?.headers ?? {};
    expect(Object.keys(siteWide)).toContain('Content-Security-Policy');
    for (const [name, value] of Object.entries(siteWide)) {
      expect(response.headers.get(name), name).toBe(value);
    }
  });

  it('compresses text for browsers that accept gzip', async () => {
    const response = await get('/about', { 'Accept-Encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it.each(['/%E0%A4%A', '/%', 'http://[', '/../../etc/passwd'])(
    'answers the malformed request line "GET %s" with 400',
    async (target) => {
      expect(await rawStatusLine(target)).toBe('HTTP/1.1 400 Bad Request');
    },
  );
});
