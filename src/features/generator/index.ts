export { GeneratorSection } from './generator-section';
export { useOwnHashtag } from './use-own-hashtag';
