/**
 * The site's Content-Security-Policy and the other security headers, defined once.
 *
 * Every page gets the policy twice: as a `<meta http-equiv>` tag in its HTML (so it holds on any
 * host, even one that sends no headers), and through `dist/_headers` for hosts that read that file
 * (Netlify, Cloudflare Pages, and our own static host). A browser enforces both, so the effective
 * policy is the stricter of the two.
 *
 * Inline scripts are allowed only by the SHA-256 hash of their exact text, computed from the HTML
 * the prerender step writes — so an inline script added to index.html later (a theme script, a
 * service-worker registration) is allowed automatically, and nothing else is.
 */
import { createHash } from 'node:crypto';
import { SERVICE_WORKER_TRUSTED_TYPES_POLICY } from '../src/lib/service-worker';

type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'connect-src'
  | 'manifest-src'
  | 'worker-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors'
  | 'require-trusted-types-for'
  | 'trusted-types';

/** Where a policy is delivered: a `<meta>` tag cannot carry `frame-ancestors` (browsers ignore it and complain). */
export type Delivery = 'meta' | 'header';

/**
 * The policy before the per-page hashes. Everything the site loads comes from its own origin:
 * no web fonts, scripts, styles or images from anywhere else, and no `eval`.
 */
export const BASE_POLICY: Readonly<
  Record<Exclude<Directive, 'frame-ancestors'>, readonly string[]>
> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Styles come from the built stylesheet only. Styles that scripts set through the CSSOM
  // (element.style.setProperty, as Radix Toast does while swiping) are not restricted by CSP.
  'style-src': ["'self'"],
  'img-src': ["'self'"],
  // The page makes no requests of its own; a service worker may fetch the site's own files.
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'none'"],
  'require-trusted-types-for': ["'script'"],
  'trusted-types': [SERVICE_WORKER_TRUSTED_TYPES_POLICY],
};

/** The other headers every response gets, for hosts that read `_headers`. */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'no-referrer'],
  // Deny every powerful feature; the copy buttons need clipboard-write, on this origin only.
  // clipboard-read keeps its default (this origin, behind the browser's permission prompt): the
  // site never reads the clipboard, but the browser tests read what a copy button wrote.
  // Only features Chromium recognises: an unknown one is logged as an error in the console.
  [
    'Permissions-Policy',
    [
      'accelerometer=()',
      'autoplay=()',
      'camera=()',
      'clipboard-write=(self)',
      'display-capture=()',
      'encrypted-media=()',
      'fullscreen=()',
      'geolocation=()',
      'gyroscope=()',
      'hid=()',
      'idle-detection=()',
      'magnetometer=()',
      'microphone=()',
      'midi=()',
      'payment=()',
      'picture-in-picture=()',
      'publickey-credentials-get=()',
      'screen-wake-lock=()',
      'serial=()',
      'usb=()',
      'xr-spatial-tracking=()',
    ].join(', '),
  ],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['X-Frame-Options', 'DENY'],
];

/** Hashed build output never changes under its name, so browsers may keep it for a year. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The CSP source expression allowing an inline `<script>` or `<style>` whose text is `content`.
 * The HTML parser turns CR LF and lone CR into LF before the browser hashes, so this does too.
 *
 * @example sha256Source("alert('hi')") // "'sha256-…'"
 */
export function sha256Source(content: string): string {
  const normalised = content.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;

/** The text of every inline `<script>` (one without `src`) in the HTML, in document order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT_ELEMENT)]
    .filter((match) => !HAS_SRC.test(match[1] ?? ''))
    .map((match) => match[2] ?? '');
}

/** The text of every `<style>` element in the HTML, in document order. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(STYLE_ELEMENT)].map((match) => match[1] ?? '');
}

/**
 * Markup the policy would block and no hash can allow without `'unsafe-hashes'`: `style="…"`
 * attributes (a prerendered one is lost — React does not patch attributes when it hydrates),
 * `on…=` event-handler attributes and `javascript:` URLs. Returns one description per finding.
 */
export function findCspBlockers(html: string): string[] {
  const markup = html.replace(SCRIPT_ELEMENT, '').replace(STYLE_ELEMENT, '');
  const findings: string[] = [];
  for (const tag of markup.matchAll(/<[a-zA-Z][^>]*>/g)) {
    const text = tag[0];
    const attribute = /\s(style|on[a-z]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i.exec(text);
    if (attribute) findings.push(`inline ${attribute[1] ?? ''} attribute in ${text.slice(0, 120)}`);
    if (/\s(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/i.test(text)) {
      findings.push(`javascript: URL in ${text.slice(0, 120)}`);
    }
  }
  return findings;
}

export interface PolicyInput {
  /** `'sha256-…'` sources for inline scripts. */
  readonly scriptHashes?: Iterable<string>;
  /** `'sha256-…'` sources for `<style>` elements. */
  readonly styleHashes?: Iterable<string>;
  readonly delivery: Delivery;
}

/** Serialises the policy with the given hashes, e.g. "default-src 'self'; script-src 'self' 'sha256-…'; …". */
export function buildPolicy({
  scriptHashes = [],
  styleHashes = [],
  delivery,
}: PolicyInput): string {
  const directives = new Map<string, readonly string[]>(Object.entries(BASE_POLICY));
  const withHashes = (name: Directive, hashes: Iterable<string>) => {
    const unique = [...new Set(hashes)].sort();
    directives.set(name, [...(directives.get(name) ?? []), ...unique]);
  };
  withHashes('script-src', scriptHashes);
  withHashes('style-src', styleHashes);
  if (delivery === 'header') directives.set('frame-ancestors', ["'none'"]);
  return [...directives].map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export interface PageHashes {
  readonly scriptHashes: string[];
  readonly styleHashes: string[];
}

/** The hashes a page needs for its own inline scripts and style elements. */
export function hashesFor(html: string): PageHashes {
  return {
    scriptHashes: inlineScripts(html).map(sha256Source),
    styleHashes: inlineStyles(html).map(sha256Source),
  };
}

function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
}

/**
 * Adds the page's policy as a `<meta http-equiv="Content-Security-Policy">` at the top of its
 * `<head>` (right after `<meta charset>`, before anything the policy governs), with hashes for
 * exactly the inline scripts and style elements the page contains. Throws when the page holds
 * markup the policy would block (see findCspBlockers), so such a page never ships.
 */
export function withCspMeta(html: string): { html: string; hashes: PageHashes } {
  const blockers = findCspBlockers(html);
  if (blockers.length > 0) {
    throw new Error(
      `The Content-Security-Policy would block parts of this page:\n  ${blockers.join('\n  ')}\n` +
        'Use classes instead of style attributes and addEventListener instead of on… attributes ' +
        '(render such elements on the client only if a library insists on inline styles).',
    );
  }
  if (/<meta\s+http-equiv\s*=\s*["']?content-security-policy/i.test(html)) {
    throw new Error('The page already has a Content-Security-Policy meta tag');
  }
  const hashes = hashesFor(html);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(
    buildPolicy({ ...hashes, delivery: 'meta' }),
  )}" />`;
  const charset = /<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i.exec(html);
  const head = /<head\b[^>]*>/i.exec(html);
  const anchor = charset ?? head;
  if (!anchor) throw new Error('The page has no <head> to put the Content-Security-Policy in');
  const at = anchor.index + anchor[0].length;
  const indent = /\n([ \t]*)$/.exec(html.slice(0, anchor.index))?.[1] ?? '';
  return { html: `${html.slice(0, at)}\n${indent}${meta}${html.slice(at)}`, hashes };
}

/**
 * The `_headers` file (Netlify / Cloudflare Pages format) for the whole site: the policy with every
 * page's hashes plus `frame-ancestors 'none'`, the other security headers, and long caching for
 * hashed assets. Each page's meta tag still limits it to its own hashes.
 */
export function headersFile(pages: Iterable<PageHashes>): string {
  const scriptHashes: string[] = [];
  const styleHashes: string[] = [];
  for (const page of pages) {
    scriptHashes.push(...page.scriptHashes);
    styleHashes.push(...page.styleHashes);
  }
  const policy = buildPolicy({ scriptHashes, styleHashes, delivery: 'header' });
  const lines = [
    '# Written by scripts/prerender.ts from scripts/csp.ts; do not edit.',
    '/*',
    `  Content-Security-Policy: ${policy}`,
    ...SECURITY_HEADERS.map(([name, value]) => `  ${name}: ${value}`),
    '/assets/*',
    `  Cache-Control: ${ASSET_CACHE_CONTROL}`,
  ];
  return `${lines.join('\n')}\n`;
}
