/** Business constants docs/spec.md names (section 9); the UI and its tests read them from here. */
export const GENERATION_DELAY_MS = 800;
export const TOAST_DURATION_MS = 5000;
