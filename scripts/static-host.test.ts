import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile, resolveFile } from './static-host';

describe('resolveFile maps URLs to files the way a static host does', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'static-host-'));
    await writeFile(join(dir, 'index.html'), 'home');
    await writeFile(join(dir, 'about.html'), 'about');
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'assets', 'app.js'), 'js');
    await mkdir(join(dir, 'docs'));
    await writeFile(join(dir, 'docs', 'index.html'), 'docs');
  });

  it.each([
    ['/', 'index.html'],
    ['/about', 'about.html'],
    ['/about.html', 'about.html'],
    ['/assets/app.js', join('assets', 'app.js')],
    ['/docs', join('docs', 'index.html')],
    ['/docs/', join('docs', 'index.html')],
  ])('%s → %s', async (pathname, file) => {
    expect(await resolveFile(dir, pathname)).toBe(join(dir, file));
  });

  it.each(['/missing', '/about/', '/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/%E0%A4%A'])(
    '%s → nothing (the host answers with 404.html)',
    async (pathname) => {
      expect(await resolveFile(dir, pathname)).toBeNull();
    },
  );
});

describe('_headers', () => {
  const rules = parseHeadersFile(
    [
      '# comment',
      '/*',
      '  X-Frame-Options: DENY',
      '/assets/*',
      '  Cache-Control: immutable',
      '/about',
      '  X-Page: about',
    ].join('\n'),
  );

  it('parses each path pattern with its indented headers', () => {
    expect(rules).toEqual([
      { pattern: '/*', headers: [['X-Frame-Options', 'DENY']] },
      { pattern: '/assets/*', headers: [['Cache-Control', 'immutable']] },
      { pattern: '/about', headers: [['X-Page', 'about']] },
    ]);
  });

  it('applies splat patterns by prefix and others exactly', () => {
    expect(headersFor(rules, '/assets/app.js')).toEqual([
      ['X-Frame-Options', 'DENY'],
      ['Cache-Control', 'immutable'],
    ]);
    expect(headersFor(rules, '/about')).toEqual([
      ['X-Frame-Options', 'DENY'],
      ['X-Page', 'about'],
    ]);
    expect(headersFor(rules, '/about/more')).toEqual([['X-Frame-Options', 'DENY']]);
  });
});
