export { ShareButton } from './share-button';
export type { ShareableResult, SharedGeneration } from './share-fragment';
export { useShareLink } from './use-share-link';
