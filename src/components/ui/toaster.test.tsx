import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The toast store is module state; a fresh copy per test keeps cases independent. Preact comes
// fresh with it, so the renderer is imported again too: hooks run only under their own Preact.
let Toaster: typeof import('./toaster').Toaster;
let toast: typeof import('../../lib/toast').toast;
let testing: typeof import('@testing-library/react');

beforeEach(async () => {
  vi.resetModules();
  ({ Toaster } = await import('./toaster'));
  ({ toast } = await import('../../lib/toast'));
  testing = await import('@testing-library/react');
});
afterEach(() => {
  testing.cleanup();
});

describe('Toaster', () => {
  it('draws nothing before the first toast', () => {
    const { container } = testing.render(<Toaster />);
    expect(container.innerHTML).toBe('');
    expect(testing.screen.queryByRole('region')).toBeNull();
  });

  it('loads the Radix toaster on the first toast and shows and announces it', async () => {
    testing.render(<Toaster />);
    testing.act(() => {
      toast({ title: 'Copied!', description: '"#YogaFlow" has been copied to your clipboard.' });
    });

    await testing.screen.findByText('Copied!');
    testing.screen.getByText('"#YogaFlow" has been copied to your clipboard.');
    testing.screen.getByRole('region', { name: 'Notifications (F8)' });
    // Radix fills a live region one frame after creating it, so screen readers notice the change.
    await testing.waitFor(() => {
      expect(testing.screen.getAllByRole('status').map((s) => s.textContent)).toContain(
        'Notification Copied! "#YogaFlow" has been copied to your clipboard.',
      );
    });
  });

  it('shows one toast at a time: a new one replaces the old', async () => {
    testing.render(<Toaster />);
    testing.act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', variant: 'destructive' });
    });
    await testing.screen.findByText('Second');
    expect(testing.screen.queryByText('First')).toBeNull();
    expect(testing.screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('closes a toast with its close button', async () => {
    testing.render(<Toaster />);
    testing.act(() => {
      toast({ title: 'Copied!' });
    });
    // A click alone: jsdom lacks the pointer-capture API that Radix's swipe handling calls.
    testing.fireEvent.click(
      await testing.screen.findByRole('button', { name: 'Close notification' }),
    );
    await testing.waitFor(() => {
      expect(testing.screen.queryByText('Copied!')).toBeNull();
    });
  });
});

describe('Toaster when its chunk cannot load', () => {
  it('draws nothing and keeps the page working', async () => {
    vi.resetModules();
    const load = vi.fn(() => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    vi.doMock('./toast-view', load);
    const { Toaster: OfflineToaster } = await import('./toaster');
    const { toast: offlineToast } = await import('../../lib/toast');
    testing = await import('@testing-library/react');
    const { container } = testing.render(<OfflineToaster />);
    testing.act(() => {
      offlineToast({ title: 'Copy Failed', description: 'Unable to copy to clipboard.' });
    });

    await testing.waitFor(() => {
      expect(load).toHaveBeenCalled();
    });
    expect(container.innerHTML).toBe('');
    vi.doUnmock('./toast-view');
  });
});
