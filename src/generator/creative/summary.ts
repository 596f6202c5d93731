/** What the Creative data is, in figures the site's pages can state (counted by the build). */
export { KEYWORD_COUNT as CREATIVE_KEYWORD_COUNT } from 'virtual:creative-summary';
