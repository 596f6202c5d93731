export { ShareButton } from './share-button';
export type { SharedGeneration } from './share-fragment';
export { useShareLink } from './use-share-link';
