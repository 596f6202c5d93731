/**
 * Registers the offline service worker once the page has loaded, so it never competes with the
 * first paint. Browsers without service workers (or with them disabled) simply get no offline mode.
 */
export function registerServiceWorker(url = '/sw.js'): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(url).catch((error: unknown) => {
      console.warn('Offline mode is unavailable:', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
