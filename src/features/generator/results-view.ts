/**
 * What shows a generation: the cards and the actions on all of them. The site loads this file as
 * a chunk of its own with the draw, when a visitor first reaches for the form, so that a visit
 * that only reads never pays for it.
 */
export { ResultActions } from './result-actions';
export { ResultCards } from './result-cards';
