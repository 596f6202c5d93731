/**
 * The service worker's code. scripts/service-worker.ts turns this function into dist/sw.js and
 * calls it with the build's version and file list, so it may use nothing from outside its body.
 *
 * - Pages (navigations) go to the network first: an online visitor always gets the version
 *   deployed now, whatever became of this worker's install. Only when the network fails or takes
 *   longer than a few seconds does the page come from this version's offline copy, chosen by
 *   path alone (a query string or a trailing slash never changes it); an unknown path then gets
 *   the not-found page. Online, whatever the host answers is the answer.
 * - Every other file of this version is answered from its copy, so an open tab's lazy chunks stay
 *   there for as long as this worker serves it. The Creative keyword shards join the copy when a
 *   visitor first uses one (most visitors need one or two of them).
 * - One cache per version, kept whole or not at all: a deploy with a missing file leaves the
 *   previous version in place. A new version waits until its tabs
 *   are closed, or until a tab asks it to take over (the visitor pressed Reload).
 */

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}

interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  readonly location: { readonly origin: string };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
}

export function serviceWorker(scope: WorkerScope, version: string, files: readonly string[]) {
  const NAVIGATION_TIMEOUT_MS = 3000;
  const NOT_FOUND_PAGE = '/404.html';

  /** The file holding the page at `pathname`: `/` → /index.html, `/about/` → /about.html. */
  function pageFile(pathname: string): string {
    const path = pathname.replace(/\/+$/, '');
    if (path === '') return '/index.html';
    return path.endsWith('.html') ? path : `${path}.html`;
  }

  function networkWithin(request: Request, ms: number): Promise<Response> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error('The network is too slow.'));
      }, ms);
      fetch(request)
        .then(resolve, reject)
        .finally(() => {
          clearTimeout(timer);
        });
    });
  }

  async function page(request: Request): Promise<Response> {
    try {
      return await networkWithin(request, NAVIGATION_TIMEOUT_MS);
    } catch {
      const cache = await caches.open(version);
      const found =
        (await cache.match(pageFile(new URL(request.url).pathname))) ??
        (await cache.match(NOT_FOUND_PAGE));
      return found ?? Response.error();
    }
  }

  // Files of this version kept once used rather than up front: the Creative keyword shards.
  const KEPT_ON_USE = /^\/assets\/keywords\/[\w-]+\.js$/;

  async function file(request: Request): Promise<Response> {
    const cache = await caches.open(version);
    const kept = await cache.match(request);
    if (kept) return kept;
    const response = await fetch(request);
    if (response.ok && KEPT_ON_USE.test(new URL(request.url).pathname)) {
      await cache.put(request, response.clone());
    }
    return response;
  }

  /** Stores a file as served now. A host may redirect `/about.html` to `/about`; a page answered
   * with a redirected response is refused by the browser, so the copy is kept without the mark. */
  async function store(cache: Cache, url: string): Promise<void> {
    // 'reload': the copy comes from the server, never from an older copy in the HTTP cache.
    const response = await fetch(new Request(url, { cache: 'reload' }));
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    await cache.put(url, response.redirected ? new Response(response.body, response) : response);
  }

  scope.addEventListener('install', (event) => {
    event.waitUntil(
      caches
        .open(version)
        .then((cache) => Promise.all(files.map((url) => store(cache, url))))
        // All or nothing: a version with a missing file is never half kept.
        .catch(async (error: unknown) => {
          await caches.delete(version);
          throw error;
        }),
    );
  });

  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      caches.keys().then(async (names) => {
        const older = names.filter((name) => name !== version);
        await Promise.all(older.map((name) => caches.delete(name)));
        // The first worker of this site may serve the tab that installed it (same version, no
        // code swapped under it); a later one never takes over an open tab by itself.
        if (older.length === 0) await scope.clients.claim();
      }),
    );
  });

  scope.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET' || new URL(request.url).origin !== scope.location.origin) return;
    event.respondWith(request.mode === 'navigate' ? page(request) : file(request));
  });

  scope.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === 'SKIP_WAITING') void scope.skipWaiting();
    // A tab asks which files this version serves, to tell whether it is the tab's own version.
    if (data?.type === 'FILES') event.ports[0]?.postMessage(files);
  });
}
