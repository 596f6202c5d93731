/**
 * Every header the site's responses carry, defined once: `dist/_headers` (the format Netlify and
 * Cloudflare Pages read) is written from these rules at build time, and the local server
 * (scripts/serve.ts) sends the same rules.
 *
 * The Content-Security-Policy travels twice: in each page's `<meta http-equiv>` (so it holds on a
 * host that sends no headers) and as a header, which alone can carry `frame-ancestors`. Browsers
 * enforce both. See docs/decisions/006-csp-and-trusted-types.md.
 */
import { createHash } from 'node:crypto';
import { THEME_SCRIPT } from '../src/features/theme/theme-script';
import { SERVICE_WORKER_TRUSTED_TYPES_POLICY } from '../src/lib/service-worker';

/** The pages' inline scripts: vite.config.ts injects each into every page, and the policy allows each by its hash. */
export const INLINE_SCRIPTS: readonly string[] = [THEME_SCRIPT];

/**
 * The CSP source allowing an inline `<script>` whose text is `content`. The HTML parser turns
 * CR LF and lone CR into LF before the browser hashes, so this does too.
 *
 * @example sha256Source("alert('Hello, world.');") // "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"
 */
export function sha256Source(content: string): string {
  const normalised = content.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/**
 * The policy, allowing the pages' inline scripts by hash. Everything the site loads comes from its
 * own origin: no fonts, scripts, styles or images from anywhere else, no `eval`, no inline styles
 * (styles that scripts set through the CSSOM, as Radix Toast does while swiping, are not covered
 * by CSP). A `<meta>` cannot carry `frame-ancestors`: browsers ignore it there and complain.
 */
export function contentSecurityPolicy(delivery: 'meta' | 'header'): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...INLINE_SCRIPTS.map(sha256Source)],
    ['style-src', "'self'"],
    ['img-src', "'self'"],
    ['connect-src', "'self'"],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'none'"],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', SERVICE_WORKER_TRUSTED_TYPES_POLICY],
  ];
  if (delivery === 'header') directives.push(['frame-ancestors', "'none'"]);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Hashed build output never changes under its name, so browsers may keep it for a year. */
const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Each rule's source is a path, or a prefix ending in `*`, in the `_headers` syntax. */
export const HEADER_RULES: readonly { source: string; headers: Record<string, string> }[] = [
  {
    source: '/*',
    headers: {
      'Content-Security-Policy': contentSecurityPolicy('header'),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      // Deny every powerful feature but clipboard-write, on this origin only (the copy buttons).
      // clipboard-read keeps its default (this origin, behind a prompt): the site never reads
      // the clipboard, the browser tests do. Only features Chromium knows: an unknown one is
      // logged as a console error.
      'Permissions-Policy':
        'accelerometer=(), autoplay=(), camera=(), clipboard-write=(self), ' +
        'display-capture=(), encrypted-media=(), fullscreen=(), geolocation=(), ' +
        'gyroscope=(), hid=(), idle-detection=(), magnetometer=(), microphone=(), ' +
        'midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), ' +
        'screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    },
  },
  { source: '/assets/*', headers: { 'Cache-Control': ASSET_CACHE_CONTROL } },
];

/** The rules in the `_headers` file format: a path line, then indented `Name: value` lines. */
export function headersFile(): string {
  const lines = HEADER_RULES.flatMap(({ source, headers }) => [
    source,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ]);
  return ['# Written by the build from scripts/headers.ts; do not edit.', ...lines, ''].join('\n');
}
