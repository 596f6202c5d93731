// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HEADER_RULES, contentSecurityPolicy, headersFile, sha256Source } from './headers';

describe('sha256Source', () => {
  it.each([
    // MDN's script-src example and the hash of nothing, both checked with
    // printf … | openssl dgst -sha256 -binary | base64.
    ["alert('Hello, world.');", "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"],
    ['', "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"],
  ])('hashes %j as browsers do', (content, expected) => {
    expect(sha256Source(content)).toBe(expected);
  });

  it('hashes CR LF and lone CR as LF, as the HTML parser hands them to the browser', () => {
    expect(sha256Source('a\r\nb\rc')).toBe(sha256Source('a\nb\nc'));
  });
});

describe('the policy', () => {
  it('only the header carries frame-ancestors, which a meta tag cannot', () => {
    expect(contentSecurityPolicy('header')).toBe(
      `${contentSecurityPolicy('meta')}; frame-ancestors 'none'`,
    );
  });
});

describe('_headers', () => {
  it('lists each rule as a path line and its indented headers', () => {
    const lines = headersFile().trimEnd().split('\n');
    const expected = HEADER_RULES.flatMap(({ source, headers }) => [
      source,
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ]);
    expect(lines.filter((line) => !line.startsWith('#'))).toEqual(expected);
  });
});
