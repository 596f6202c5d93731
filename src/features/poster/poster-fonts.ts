/**
 * The poster's two fonts, bundled with the site (SIL Open Font License, from @fontsource): Archivo
 * Black for the name, Atkinson Hyperlegible, drawn for readability, for everything else. They are
 * files of this origin (no font service), registered when a poster is first opened, and each file
 * downloads only when text needs its characters (its unicode-range); the service worker keeps them
 * all for offline use. Scripts they lack fall back to the system's fonts.
 */
import displayLatin from '@fontsource/archivo-black/files/archivo-black-latin-400-normal.woff2?url';
import displayLatinExt from '@fontsource/archivo-black/files/archivo-black-latin-ext-400-normal.woff2?url';
import textLatin from '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-400-normal.woff2?url';
import textLatinExt from '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-ext-400-normal.woff2?url';
import textBoldLatin from '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-700-normal.woff2?url';
import textBoldLatinExt from '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-ext-700-normal.woff2?url';
import { FONT_FAMILIES, cssFont } from './draw-poster';
import type { FontFace as PosterFace } from './poster-layout';

// The ranges @fontsource gives each subset.
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

const FILES: readonly [PosterFace, '400' | '700', string, string][] = [
  ['display', '400', displayLatin, LATIN],
  ['display', '400', displayLatinExt, LATIN_EXT],
  ['body', '400', textLatin, LATIN],
  ['body', '400', textLatinExt, LATIN_EXT],
  ['body', '700', textBoldLatin, LATIN],
  ['body', '700', textBoldLatinExt, LATIN_EXT],
];

let registered = false;

/** Adds the faces to the document once; nothing downloads until text asks for them. */
function register(): void {
  if (registered || typeof FontFace !== 'function') return;
  registered = true;
  for (const [face, weight, url, unicodeRange] of FILES) {
    document.fonts.add(new FontFace(FONT_FAMILIES[face], `url(${url})`, { weight, unicodeRange }));
  }
}

/**
 * Loads the font files `text` needs in each of the poster's styles, so the canvas draws with them
 * rather than a fallback. Resolves false when a file could not load (offline before it was ever
 * kept): the poster is then drawn with the system's fonts, never not at all.
 */
export async function loadPosterFonts(text: string): Promise<boolean> {
  register();
  if (typeof document.fonts.load !== 'function') return false;
  const styles = [
    { face: 'display', weight: 400 },
    { face: 'body', weight: 400 },
    { face: 'body', weight: 700 },
  ] as const;
  try {
    await Promise.all(
      styles.map((style) => document.fonts.load(cssFont({ ...style, size: 16 }), text)),
    );
    return true;
  } catch {
    return false;
  }
}
