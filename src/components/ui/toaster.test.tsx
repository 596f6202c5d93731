import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The toast store is module state; a fresh copy per test keeps cases independent.
let Toaster: typeof import('./toaster').Toaster;
let toast: typeof import('../../lib/toast').toast;

beforeEach(async () => {
  vi.resetModules();
  ({ Toaster } = await import('./toaster'));
  ({ toast } = await import('../../lib/toast'));
});

describe('Toaster', () => {
  it('draws nothing before the first toast', () => {
    const { container } = render(<Toaster />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('loads the Radix toaster on the first toast and shows and announces it', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Copied!', description: '"#YogaFlow" has been copied to your clipboard.' });
    });

    await screen.findByText('Copied!');
    screen.getByText('"#YogaFlow" has been copied to your clipboard.');
    screen.getByRole('region', { name: 'Notifications (F8)' });
    // Radix fills a live region one frame after creating it, so screen readers notice the change.
    await waitFor(() => {
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(
        'Notification Copied! "#YogaFlow" has been copied to your clipboard.',
      );
    });
  });

  it('shows one toast at a time: a new one replaces the old', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', variant: 'destructive' });
    });
    await screen.findByText('Second');
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('closes a toast with its close button', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Copied!' });
    });
    // A click alone: jsdom lacks the pointer-capture API that Radix's swipe handling calls.
    fireEvent.click(await screen.findByRole('button', { name: 'Close notification' }));
    await waitFor(() => {
      expect(screen.queryByText('Copied!')).toBeNull();
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
    const { container } = render(<OfflineToaster />);
    act(() => {
      offlineToast({ title: 'Copy Failed', description: 'Unable to copy to clipboard.' });
    });

    await waitFor(() => {
      expect(load).toHaveBeenCalled();
    });
    expect(container.innerHTML).toBe('');
    vi.doUnmock('./toast-view');
  });
});
