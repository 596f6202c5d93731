import { describe, expect, it, vi } from 'vitest';
import { isNewerVersion } from './service-worker';

const PAGE = '/assets/index-v3.js';
const OLDER = ['/index.html', '/assets/index-v1.js'];
const OTHER = ['/index.html', '/assets/index-v2.js'];
const OWN = ['/index.html', PAGE];

/** The facts a page would gather, each recorded when it is asked for. */
function facts(waiting: unknown, controller: unknown, hostServesWaiting: boolean) {
  return {
    waitingFiles: vi.fn(() => Promise.resolve(waiting)),
    controllerFiles: vi.fn(() => Promise.resolve(controller)),
    hostServesWaiting: vi.fn(() => Promise.resolve(hostServesWaiting)),
  };
}

describe('isNewerVersion', () => {
  it("never offers the page's own version, and asks nothing more", async () => {
    const asked = facts(OWN, OLDER, true);
    expect(await isNewerVersion(PAGE, asked)).toBe(false);
    expect(asked.controllerFiles).not.toHaveBeenCalled();
    expect(asked.hostServesWaiting).not.toHaveBeenCalled();
  });

  it('offers a waiting worker to a page of the version in charge, without asking the host', async () => {
    const asked = facts(OTHER, OWN, false);
    expect(await isNewerVersion(PAGE, asked)).toBe(true);
    expect(asked.hostServesWaiting).not.toHaveBeenCalled();
  });

  it.each([
    ['offers', 'while the host still publishes it (a later deploy)', true],
    ['never offers', 'once the host has moved on (it may be older than the page)', false],
  ])('%s a waiting worker to a page of neither version %s', async (_, __, hostServesWaiting) => {
    const asked = facts(OTHER, OLDER, hostServesWaiting);
    expect(await isNewerVersion(PAGE, asked)).toBe(hostServesWaiting);
    expect(asked.hostServesWaiting).toHaveBeenCalledOnce();
  });

  it('takes a reply that is not a file list as not serving the page', async () => {
    expect(await isNewerVersion(PAGE, facts(null, { files: OWN }, false))).toBe(false);
    expect(await isNewerVersion(PAGE, facts(null, OWN, false))).toBe(true);
  });
});
