import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // A test that wrote a share link into the address must not hand it to the next one.
  // (Tests of build scripts run in Node, without a window.)
  if (typeof window !== 'undefined') window.history.replaceState(null, '', '/');
});
