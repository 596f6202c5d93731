// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildPolicy,
  findCspBlockers,
  hashesFor,
  headersFile,
  inlineScripts,
  sha256Source,
  withCspMeta,
} from './csp';
import { headersFor, parseHeadersFile } from './static-host';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Test</title>
    <script>document.documentElement.dataset.theme = 'dark';</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"><p class="[&amp;&gt;svg]:size-4">Hi</p></div></body>
</html>`;

/** The policy's directives as a map, e.g. `script-src` → ["'self'", "'sha256-…'"]. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('sha256Source', () => {
  it.each([
    // The example from MDN's CSP script-src documentation, and the hash of nothing
    // (both checked with: printf … | openssl dgst -sha256 -binary | base64).
    ["alert('Hello, world.');", "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"],
    ['', "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"],
  ])('hashes %j as browsers do', (content, expected) => {
    expect(sha256Source(content)).toBe(expected);
  });

  it('treats CR LF and lone CR as LF, as the HTML parser does before the browser hashes', () => {
    expect(sha256Source('a\r\nb\rc')).toBe(sha256Source('a\nb\nc'));
  });

  it('hashes the UTF-8 bytes of non-ASCII text', () => {
    expect(sha256Source('é')).not.toBe(sha256Source('e'));
    expect(sha256Source('é')).toBe("'sha256-SplVfkAzw1Od4utlRyAXytX5VX96BiWgnxw/biumnEw='");
  });
});

describe('inlineScripts', () => {
  it('finds inline scripts of any type and skips those loaded from a file', () => {
    const html = `<script>one()</script><script type="module">two()</script>
      <script src="/a.js"></script><script type="module" crossorigin src="/b.js"></script>
      <SCRIPT data-x="1">\nthree()\n</SCRIPT >`;
    expect(inlineScripts(html)).toEqual(['one()', 'two()', '\nthree()\n']);
  });

  it('does not mistake a data-src attribute for src', () => {
    expect(inlineScripts('<script data-src="x">run()</script>')).toEqual(['run()']);
  });
});

describe('buildPolicy', () => {
  it('allows only this origin, never eval or inline code without a hash', () => {
    const policy = buildPolicy({ delivery: 'meta' });
    expect(policy).not.toMatch(/unsafe-(eval|inline|hashes)|\*|data:|https?:/);
    expect(Object.fromEntries(directives(policy))).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'"],
      'connect-src': ["'self'"],
      'manifest-src': ["'self'"],
      'worker-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'none'"],
      // No string reaches a DOM XSS sink; only the service worker's address has a policy.
      'require-trusted-types-for': ["'script'"],
      'trusted-types': ['service-worker'],
    });
  });

  it('adds frame-ancestors only to the header, since browsers ignore it in a meta tag', () => {
    expect(directives(buildPolicy({ delivery: 'meta' })).has('frame-ancestors')).toBe(false);
    expect(directives(buildPolicy({ delivery: 'header' })).get('frame-ancestors')).toEqual([
      "'none'",
    ]);
  });

  it('lists each hash once, in a stable order', () => {
    const policy = buildPolicy({
      delivery: 'meta',
      scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-b'"],
      styleHashes: ["'sha256-c'"],
    });
    expect(directives(policy).get('script-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(directives(policy).get('style-src')).toEqual(["'self'", "'sha256-c'"]);
  });
});

describe('withCspMeta', () => {
  it('puts the policy right after <meta charset>, with a hash for each inline script', () => {
    const { html, hashes } = withCspMeta(PAGE);
    const theme = "document.documentElement.dataset.theme = 'dark';";
    expect(hashes).toEqual({ scriptHashes: [sha256Source(theme)], styleHashes: [] });
    const lines = html.split('\n');
    const charsetLine = lines.findIndex((line) => line.includes('<meta charset'));
    const cspLine = lines[charsetLine + 1] ?? '';
    expect(cspLine).toMatch(/^ {4}<meta http-equiv="Content-Security-Policy" content="[^"]+" \/>$/);
    const content = /content="([^"]+)"/.exec(cspLine)?.[1] ?? '';
    expect(directives(content).get('script-src')).toEqual(["'self'", sha256Source(theme)]);
    // Everything else in the page is unchanged.
    expect(html.replace(`${cspLine}\n`, '')).toBe(PAGE);
  });

  it('hashes whatever inline scripts the final HTML holds, so a new one needs no code change', () => {
    const page = PAGE.replace(
      '</body>',
      '<script>navigator.serviceWorker.register("/sw.js")</script></body>',
    );
    const { hashes } = withCspMeta(page);
    expect(hashes.scriptHashes).toHaveLength(2);
    expect(hashes.scriptHashes).toContain(
      sha256Source('navigator.serviceWorker.register("/sw.js")'),
    );
  });

  it('hashes <style> elements into style-src', () => {
    const { html } = withCspMeta(PAGE.replace('</head>', '<style>p{color:red}</style></head>'));
    expect(html).toContain(sha256Source('p{color:red}'));
  });

  it.each([
    ['a style attribute', '<div style="pointer-events:none"></div>', /inline style attribute/],
    ['an event handler attribute', "<button onclick='go()'>Go</button>", /inline onclick/],
    ['a javascript: URL', '<a href="javascript:go()">Go</a>', /javascript: URL/],
  ])('refuses a page with %s, which the policy would block', (_, markup, message) => {
    expect(() => withCspMeta(PAGE.replace('<p', `${markup}<p`))).toThrow(message);
  });

  it('refuses a page that already carries a policy', () => {
    const { html } = withCspMeta(PAGE);
    expect(() => withCspMeta(html)).toThrow(/already has/);
  });
});

describe('findCspBlockers', () => {
  it('ignores text and attribute values that merely mention style or on…', () => {
    const html =
      '<meta name="description" content="Pick a style: one keyword" /><p>style="x" onclick=</p>' +
      '<button data-onboarding="yes" class="font-style">x</button><script>el.onclick = f</script>';
    expect(findCspBlockers(html)).toEqual([]);
  });
});

describe('headersFile', () => {
  const pages = [hashesFor(PAGE), { scriptHashes: ["'sha256-other'"], styleHashes: [] }];
  const rules = parseHeadersFile(headersFile(pages));
  const headers = (path: string) => new Map(headersFor(rules, path));

  it('sends every page the policy with all pages’ hashes, plus frame-ancestors', () => {
    const policy = headers('/about').get('Content-Security-Policy') ?? '';
    expect(directives(policy).get('script-src')).toEqual([
      "'self'",
      ...[...hashesFor(PAGE).scriptHashes, "'sha256-other'"].sort(),
    ]);
    expect(directives(policy).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('sends the other security headers with every response', () => {
    for (const path of ['/', '/faq', '/no-such-page', '/assets/index-abc.js']) {
      const sent = headers(path);
      expect(sent.get('X-Content-Type-Options')).toBe('nosniff');
      expect(sent.get('Referrer-Policy')).toBe('no-referrer');
      const permissions = sent.get('Permissions-Policy') ?? '';
      expect(permissions).toContain('clipboard-write=(self)');
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(permissions).toContain(`${feature}=()`);
      }
    }
  });

  it('caches hashed assets for a year and nothing else', () => {
    expect(headers('/assets/index-abc.js').get('Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headers('/about').has('Cache-Control')).toBe(false);
  });
});
