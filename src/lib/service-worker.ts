/**
 * Registers the offline service worker (dist/sw.js, from scripts/sw/worker.ts) once the page has
 * loaded, so it never competes with the first paint, and tells the page when a newer version of
 * the site is ready. Browsers without service workers (or with them disabled) simply get no
 * offline mode.
 *
 * A new version never takes over an open tab by itself (its scripts would be swapped under the
 * page): it waits, the page offers a reload, and only the visitor's Reload lets it take over.
 */

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

/** Calls `listener` when a newer version becomes ready; returns the unsubscribe. */
export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether a newer version of the site is ready and waits for a reload. */
export function updateReady(): boolean {
  return waiting !== null;
}

/** Lets the waiting version take over, then reloads the page with it. */
export function applyUpdate(): void {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      window.location.reload();
    },
    { once: true },
  );
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/** The files a worker keeps: the way to tell whether it serves this page's own version. */
function filesOf(worker: ServiceWorker): Promise<unknown> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => {
      resolve(event.data);
    };
    worker.postMessage({ type: 'FILES' }, [channel.port2]);
  });
}

/**
 * Offers `worker` once it is installed, unless it is this page's own version: pages come from the
 * network first, so the page just loaded is usually already the version that is waiting.
 */
function offerWhenInstalled(worker: ServiceWorker | null, ownScript: string): void {
  if (!worker) return;
  const offer = async () => {
    if (worker.state !== 'installed' || !navigator.serviceWorker.controller) return;
    const files = await filesOf(worker);
    if (Array.isArray(files) && files.includes(ownScript)) return;
    waiting = worker;
    for (const listener of listeners) listener();
  };
  if (worker.state === 'installed') void offer();
  else worker.addEventListener('statechange', () => void offer());
}

function watchForUpdates(registration: ServiceWorkerRegistration, ownScript: string): void {
  offerWhenInstalled(registration.waiting ?? registration.installing, ownScript);
  registration.addEventListener('updatefound', () => {
    offerWhenInstalled(registration.installing, ownScript);
  });
  // Browsers look for a new worker on full page loads only; a visitor returning to a tab left
  // open asks too (one request for sw.js on this origin).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}

/**
 * Registers the worker after load. `ownScript` is the path of this page's main script, which
 * names its version (`new URL(import.meta.url).pathname` in the entry module).
 */
export function registerServiceWorker(ownScript: string, url = '/sw.js'): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(trustedScriptUrl(url)).then(
      (registration) => {
        watchForUpdates(registration, ownScript);
      },
      (error: unknown) => {
        console.warn('Offline mode is unavailable:', error);
      },
    );
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * The one Trusted Types policy the Content-Security-Policy allows (scripts/headers.ts): under
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
