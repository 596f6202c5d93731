/**
 * Every file of names written for a keyword in another type's draws, merged: for the build
 * (which shards them by type) and the data tests; the page never imports this whole.
 */
import type { PairNames } from '../../data-types';

export const PAIR_NAMES: PairNames = {};
