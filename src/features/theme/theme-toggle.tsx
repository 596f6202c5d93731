import { useSyncExternalStore } from 'react';
import { readValue, writeValue } from '../../lib/device-store';
import { THEME, parseTheme, type Theme } from './theme-script';
import { Icon } from '../../components/ui/icon';

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-theme', theme);
}

/** The theme lives on <html data-theme> (set before paint by the head script); React watches it. */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  const media = window.matchMedia(SYSTEM_DARK);
  const followSystem = (event: MediaQueryListEvent) => {
    if (!readValue(THEME)) applyTheme(event.matches ? 'dark' : 'light');
  };
  media.addEventListener('change', followSystem);
  return () => {
    observer.disconnect();
    media.removeEventListener('change', followSystem);
  };
}

const currentTheme = (): Theme =>
  parseTheme(document.documentElement.getAttribute('data-theme')) ?? 'light';
/** The prerendered HTML cannot know the visitor's scheme; hydration then corrects the button. */
const prerenderedTheme = (): Theme => 'light';

/**
 * Dark mode follows the system until the visitor presses this toggle; the choice is remembered on
 * this device (and holds for the page view when storage is refused).
 */
export function ThemeToggle() {
  const theme = useSyncExternalStore(subscribe, currentTheme, prerenderedTheme);

  const toggle = () => {
    const next = theme === 'dark' ? 'light' : 'dark';
    applyTheme(next);
    writeValue(THEME, next);
  };

  return (
    <button
      type="button"
      aria-pressed={theme === 'dark'}
      onClick={toggle}
      className="inline-flex min-h-10 shrink-0 items-center gap-2 rounded-xl border border-line px-3 text-sm font-medium text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <Icon path="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      {/* On narrow screens the moon alone shows; the button keeps its name for screen readers. */}
      <span className="sr-only sm:not-sr-only">Dark mode</span>
    </button>
  );
}
