import type { DeviceValue } from '../../lib/device-store';

/** Where the visitor's explicit colour-scheme choice is kept; absent means "follow the system". */
export const THEME_STORAGE_KEY = 'cng:theme';

export type Theme = 'light' | 'dark';

/** A stored value as a theme choice; anything else (old or hand-edited data) means no choice. */
export function parseTheme(value: unknown): Theme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/** The choice in the device store; before it (format 1) the bare word was stored. */
export const THEME: DeviceValue<Theme> = {
  key: THEME_STORAGE_KEY,
  parse: parseTheme,
  legacy: parseTheme,
};

/**
 * Runs in <head> before the first paint, so a dark-mode visitor never sees a white flash. It is
 * inline (the page's only inline script) and the Content-Security-Policy allows it by its hash.
 * Kept in ES5 and wrapped in try/catch: storage may throw, and a failure must leave the light theme.
 * It reads the device store's record (`{"v":2,"value":"dark"}`) or, when that is not JSON,
 * the bare word stored before it.
 */
export const THEME_SCRIPT = `(function(){var t=null;try{t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});t=JSON.parse(t).value}catch(e){}if(t!=="light"&&t!=="dark"){t=window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}document.documentElement.setAttribute("data-theme",t)})()`;
