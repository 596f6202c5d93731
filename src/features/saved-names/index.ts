export { SaveToggle } from './save-toggle';
export { SavedNamesPanel } from './saved-names-panel';
