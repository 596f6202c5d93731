/** Timings the UI and its tests read from here. The first two are docs/spec.md's (section 9). */
export const GENERATION_DELAY_MS = 800;
export const TOAST_DURATION_MS = 5000;
/** How often an open tab in front of the visitor asks the host for a new version of the site. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
