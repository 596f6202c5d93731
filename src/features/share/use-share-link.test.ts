import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ShareableResult, SharedGeneration } from './share-fragment';
import { useShareLink } from './use-share-link';

const YOGA: ShareableResult = {
  keyword: 'Yoga',
  type: 'fitness',
  platform: 'instagram',
  seed: 'k3x9',
};
const CATS: ShareableResult = { keyword: 'Cats', type: 'pet', platform: 'youtube', seed: 'z0' };

/** Puts the page at an address, as opening a link would (the test setup resets it to '/'). */
function openAt(address: string, state: unknown = null): void {
  window.history.replaceState(state, '', address);
}

/** Changes the fragment the way editing the address bar does: the browser fires hashchange. */
function editFragment(fragment: string): void {
  act(() => {
    openAt(fragment);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

function setup(result: ShareableResult | null = null) {
  const open = vi.fn<(shared: SharedGeneration) => void>();
  const hook = renderHook(
    ({ current }) => {
      useShareLink(current, open);
    },
    { initialProps: { current: result } },
  );
  return { ...hook, open };
}

describe('useShareLink', () => {
  it('opens the generation a link carries, once, after mounting', () => {
    openAt('/#k=morning+yoga&t=fitness&p=instagram&s=k3x9');
    const { open } = setup();
    expect(open).toHaveBeenCalledExactlyOnceWith({
      keyword: 'morning yoga',
      type: 'fitness',
      platform: 'instagram',
      seed: 'k3x9',
    });
  });

  it.each([
    [
      'unknown type and platform, no seed',
      '#k=yoga&t=knitting&p=myspace',
      { keyword: 'yoga', type: 'dance', platform: 'tiktok', seed: null },
    ],
    ['an empty keyword', '#k=&t=art', { keyword: '', type: 'art', platform: 'tiktok', seed: null }],
  ])('hands on a broken link (%s) with safe defaults', (_, fragment, expected) => {
    openAt(`/${fragment}`);
    expect(setup().open).toHaveBeenCalledExactlyOnceWith(expected);
  });

  it.each([
    ['no fragment', '/'],
    ['the skip link’s fragment', '/#main'],
    ['garbage', '/#%%%&&&'],
  ])('opens nothing for %s', (_, address) => {
    openAt(address);
    expect(setup().open).not.toHaveBeenCalled();
  });

  it('writes each result into the fragment, replacing the history entry and keeping its state', () => {
    const routerState = { usr: null, key: 'abc', idx: 0 };
    openAt('/?from=test', routerState);
    const entries = window.history.length;
    const { rerender, open } = setup(YOGA);
    expect(window.location.pathname + window.location.search).toBe('/?from=test');
    expect(window.location.hash).toBe('#k=Yoga&t=fitness&p=instagram&s=k3x9');

    rerender({ current: CATS });
    expect(window.location.hash).toBe('#k=Cats&t=pet&p=youtube&s=z0');
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual(routerState);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens a fragment edited by hand, but not the one it wrote itself', () => {
    const { open } = setup(YOGA);
    const written = window.location.hash;

    editFragment('#k=guitar&t=music&p=facebook&s=abc');
    expect(open).toHaveBeenCalledExactlyOnceWith({
      keyword: 'guitar',
      type: 'music',
      platform: 'facebook',
      seed: 'abc',
    });

    // Back to the entry the page wrote (Back after the skip link, say): these names are on screen.
    editFragment('#main');
    editFragment(written);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('stops listening once unmounted', () => {
    const { open, unmount } = setup();
    unmount();
    editFragment('#k=guitar');
    expect(open).not.toHaveBeenCalled();
  });
});
