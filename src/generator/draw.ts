/**
 * The part of the generator that draws names. The site loads this file as a chunk of its own the
 * first time a visitor reaches for the form, so that a visit that only reads never pays for
 * it.
 */
export { generateNames } from './generate-names';
export { moreNames, resumeSeries, startSeries, styleOf } from './name-series';
