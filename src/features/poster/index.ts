export { PosterButton } from './poster-button';
