/**
 * Registers the offline service worker (dist/sw.js, from scripts/sw/worker.ts) once the page has
 * loaded, so it never competes with the first paint, and tells the page when a newer version of
 * the site is ready. Browsers without service workers (or with them disabled) simply get no
 * offline mode.
 *
 * A new version never takes over an open tab by itself (its scripts would be swapped under the
 * page): it waits, the page offers a reload, and only the visitor's Reload lets it take over.
 * A Reload in one tab moves every open tab to the new worker; the others then say so too, and
 * their Reload simply reloads. Only a version that is not older than the page is offered.
 */
import { UPDATE_CHECK_INTERVAL_MS } from '../config/timing';

/** A waiting worker known to be newer than this page, which the page may hand over to. */
let offered: ServiceWorker | null = null;
/** Another tab's Reload put a version other than this page's own in charge of this tab. */
let replaced = false;
/** The visitor pressed Reload: the next change of worker reloads the page. */
let reloadRequested = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` when a newer version becomes ready; returns the unsubscribe. */
export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether a newer version of the site is ready (or already in charge) and waits for a reload. */
export function updateReady(): boolean {
  return replaced || offered !== null;
}

/** Lets the waiting version take over, then reloads the page with it. */
export function applyUpdate(): void {
  const worker = offered;
  // A worker that another tab's Reload already put in charge (its `controllerchange` here may
  // have fired before anyone asked), or that a newer one replaced, has nothing left to hand over:
  // asking it would wait forever. Reloading is then the whole update.
  if (worker?.state !== 'installed') {
    window.location.reload();
    return;
  }
  reloadRequested = true;
  worker.postMessage({ type: 'SKIP_WAITING' });
}

/** The files a worker keeps: the way to tell which version of the site it serves. */
function filesOf(worker: ServiceWorker): Promise<unknown> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => {
      resolve(event.data);
    };
    worker.postMessage({ type: 'FILES' }, [channel.port2]);
  });
}

function serves(files: unknown, script: string): boolean {
  return Array.isArray(files) && files.includes(script);
}

/** How a page learns about a waiting worker, cheapest first; each is asked only when needed. */
export interface WaitingWorkerFacts {
  /** The files the waiting worker keeps. */
  readonly waitingFiles: () => Promise<unknown>;
  /** The files the worker in charge of this page keeps. */
  readonly controllerFiles: () => Promise<unknown>;
  /** Whether the host still publishes the waiting worker (nothing newer is found). */
  readonly hostServesWaiting: () => Promise<boolean>;
}

/**
 * Whether a waiting worker is a new version for the page whose main script is `ownScript`: never
 * the page's own version, and never an older one.
 *
 * Workers install in the order the host published them, so a waiting worker is newer than the
 * one in charge: a page of the version in charge is offered it at once. A page of neither version
 * came from the network, from a deploy whose worker is not the waiting one (its install failed or
 * has not finished); the waiting worker may be older than that page (installed before the deploy)
 * or newer (from a later one), and only the host can tell: it is offered only while the host still
 * publishes it.
 */
export async function isNewerVersion(
  ownScript: string,
  facts: WaitingWorkerFacts,
): Promise<boolean> {
  if (serves(await facts.waitingFiles(), ownScript)) return false;
  if (serves(await facts.controllerFiles(), ownScript)) return true;
  return facts.hostServesWaiting();
}

/**
 * Whether the host still publishes `worker`: a fresh look at the worker script finds nothing
 * newer. update() resolves once a newer script, if any, is installing, so that is the moment to
 * look; an install that then fails still means the host has moved on.
 */
async function hostServes(
  registration: ServiceWorkerRegistration,
  worker: ServiceWorker,
): Promise<boolean> {
  try {
    await registration.update();
  } catch {
    return false;
  }
  return registration.installing === null && registration.waiting === worker;
}

function watchForUpdates(registration: ServiceWorkerRegistration, ownScript: string): void {
  let checks = 0;

  /** Offers `candidate` (a waiting worker) if it is newer than this page, else withdraws. */
  async function check(candidate: ServiceWorker | null): Promise<void> {
    const run = ++checks;
    const controller = navigator.serviceWorker.controller;
    const newer =
      candidate !== null &&
      candidate.state === 'installed' &&
      // A page no worker serves (a hard reload) would never see the new one take over.
      controller !== null &&
      (await isNewerVersion(ownScript, {
        waitingFiles: () => filesOf(candidate),
        controllerFiles: () => filesOf(controller),
        hostServesWaiting: () => hostServes(registration, candidate),
      }));
    // A later look at the registration (a newer worker installed meanwhile) knows better.
    if (run !== checks) return;
    offer(newer ? candidate : null);
  }

  function offer(worker: ServiceWorker | null): void {
    if (worker === offered) return;
    offered = worker;
    worker?.addEventListener('statechange', () => {
      if (worker !== offered || worker.state !== 'redundant') return;
      // A newer worker replaced the offered one, before or after the visitor's Reload.
      if (reloadRequested) window.location.reload();
      else void check(registration.waiting);
    });
    notify();
  }

  function checkOnceInstalled(worker: ServiceWorker | null): void {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') void check(worker);
    });
  }

  void check(registration.waiting);
  checkOnceInstalled(registration.installing);
  registration.addEventListener('updatefound', () => {
    checkOnceInstalled(registration.installing);
  });
  // Browsers look for a new worker on full page loads only, and moving between pages here loads
  // none. A tab left open asks too (one request for sw.js on this origin) when the visitor comes
  // back to it, and every hour while it is in front of them: a tab that never loses sight would
  // otherwise never hear of a deploy.
  const lookForUpdate = () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', lookForUpdate);
  setInterval(lookForUpdate, UPDATE_CHECK_INTERVAL_MS);
}

/**
 * Follows changes of the worker in charge of this tab. After this tab's own Reload, the change is
 * the new version taking over: reload into it. Otherwise another tab's Reload put a newer version
 * in charge here too (or the first worker claimed the tab). A visitor in this tab is mid-task
 * (a keyword typed, names kept), so the page is not reloaded under them; but it now runs old code
 * against a worker that no longer keeps the old version's files, so it says a new version is
 * ready, and its Reload simply reloads. A worker of the page's own version changes nothing.
 */
function watchController(ownScript: string): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloadRequested) {
      window.location.reload();
      return;
    }
    const controller = navigator.serviceWorker.controller;
    if (!controller) return;
    void filesOf(controller).then((files) => {
      const other = !serves(files, ownScript);
      if (other === replaced) return;
      replaced = other;
      notify();
    });
  });
}

/**
 * Registers the worker after load. `ownScript` is the path of this page's main script, which
 * names its version (`new URL(import.meta.url).pathname` in the entry module).
 */
export function registerServiceWorker(ownScript: string, url = '/sw.js'): void {
  if (!('serviceWorker' in navigator)) return;
  watchController(ownScript);
  const register = () => {
    navigator.serviceWorker.register(trustedScriptUrl(url)).then(
      (registration: ServiceWorkerRegistration | undefined) => {
        // A browser that blocks workers may resolve with nothing rather than refuse.
        if (registration) watchForUpdates(registration, ownScript);
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
