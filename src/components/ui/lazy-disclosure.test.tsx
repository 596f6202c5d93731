import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyDisclosure } from './lazy-disclosure';

function Greeting({ who }: { readonly who: string }) {
  return <p>Hello, {who}</p>;
}

const TEXT = { label: 'Poster', loading: 'Drawing…', failed: 'Could not load.' };

describe('lazyDisclosure', () => {
  it('loads the panel on the first opening only, and shows it at once in every other button', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const load = vi.fn(
      () =>
        new Promise<typeof Greeting>((resolve) => {
          arrive = resolve;
        }),
    );
    const Disclosure = lazyDisclosure(load);
    const user = userEvent.setup();
    render(
      <>
        <Disclosure {...TEXT} name="Poster for #A" props={{ who: 'A' }} />
        <Disclosure {...TEXT} name="Poster for #B" props={{ who: 'B' }} wide />
      </>,
    );
    expect(load).not.toHaveBeenCalled();
    const a = screen.getByRole('button', { name: 'Poster for #A' });
    expect(a.getAttribute('aria-expanded')).toBe('false');
    await user.click(a);
    expect(a.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Drawing…').isConnected).toBe(true);
    arrive(Greeting);
    expect((await screen.findByText('Hello, A')).isConnected).toBe(true);
    expect(
      document
        .getElementById(a.getAttribute('aria-controls')!)
        ?.contains(screen.getByText('Hello, A')),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Poster for #B' }));
    // Already loaded: no second download, no loading line.
    expect(screen.getByText('Hello, B').isConnected).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    // Only the wide panel is marked, and only while open.
    expect(document.querySelectorAll('[data-wide]')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Poster for #B' }));
    expect(document.querySelectorAll('[data-wide]')).toHaveLength(0);
    expect(screen.queryByText('Hello, B')).toBeNull();
  });

  it('says when the panel cannot load, and tries again on the next opening', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting);
    const Disclosure = lazyDisclosure(load);
    const user = userEvent.setup();
    render(<Disclosure {...TEXT} name="Poster for #A" props={{ who: 'A' }} />);
    const button = screen.getByRole('button', { name: 'Poster for #A' });
    await user.click(button);
    expect((await screen.findByText('Could not load.')).isConnected).toBe(true);
    // No retry until the visitor asks again.
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(button);
    await user.click(button);
    expect((await screen.findByText('Hello, A')).isConnected).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
