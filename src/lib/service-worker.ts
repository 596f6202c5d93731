/**
 * Registers the offline service worker once the page has loaded, so it never competes with the
 * first paint. Browsers without service workers (or with them disabled) simply get no offline mode.
 */
export function registerServiceWorker(url = '/sw.js'): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(trustedScriptUrl(url)).catch((error: unknown) => {
      console.warn('Offline mode is unavailable:', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * The one Trusted Types policy the Content-Security-Policy allows (scripts/csp.ts): under
 * `require-trusted-types-for 'script'` the page may not hand a plain string to a script-loading
 * API, so the service worker's address goes through this policy, which accepts nothing else.
 */
export const SERVICE_WORKER_TRUSTED_TYPES_POLICY = 'service-worker';

interface TrustedTypePolicyFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL: (input: string) => string },
  ): { createScriptURL: (input: string) => unknown };
}

function trustedScriptUrl(url: string): string {
  const factory = (window as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  if (!factory) return url;
  const policy = factory.createPolicy(SERVICE_WORKER_TRUSTED_TYPES_POLICY, {
    createScriptURL: (input) => {
      if (input !== url) throw new TypeError(`Not the service worker's address: ${input}`);
      return input;
    },
  });
  // A TrustedScriptURL, which register() accepts wherever Trusted Types exist.
  return policy.createScriptURL(url) as string;
}
