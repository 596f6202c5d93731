import { readFileSync, readdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as generator from './index';

const folder = import.meta.dirname;
const sources = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.ts$/.test(file) && !/\.(test|d)\.ts$/.test(file),
);
// The keyword shards and their figures are our own data, indexed at build time
// (scripts/creative-data.ts).
const BUILT_DATA = ['virtual:creative-shards', 'virtual:creative-summary'];

describe('the generator module', () => {
  it('offers its public API through index.ts', () => {
    for (const name of [
      'cleanKeyword',
      'createRandom',
      'freshSeed',
      'hashtagSet',
      'isChallengeType',
      'isPlatform',
      'toChallengeType',
      'toPlatform',
    ] as const) {
      expect(typeof generator[name]).toBe('function');
    }
    expect(generator.NAMES_PER_GENERATION).toBe(8);
  });

  // Pure logic: React, the DOM and the rest of the app must stay out (imports run one way).
  it.each(sources)('%s imports only from inside src/generator', (file) => {
    const text = readFileSync(`${folder}/${file}`, 'utf8');
    const specifiers = [
      ...text.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g),
    ].map((match) => match[1] ?? match[2]);
    for (const specifier of specifiers) {
      if (BUILT_DATA.includes(specifier ?? '')) continue;
      expect(specifier).toMatch(/^\.\.?\/[a-z0-9/.-]+$/);
      const target = relative(folder, resolve(folder, dirname(file), specifier ?? ''));
      expect(target.startsWith('..')).toBe(false);
    }
    expect(text).not.toMatch(/\b(window|document|localStorage|navigator)\./);
  });
});
