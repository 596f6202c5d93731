import { act, configure, getConfig, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERATION_DELAY_MS } from '../../config/timing';
import { createRandom } from '../../generator';
import { generateNames } from '../../generator/draw';
import { describeNamePattern } from '../../../test/name-oracle';
import { GeneratorSection } from './generator-section';
import { loadGeneration } from './use-generator';

// The site fetches the draw when a visitor reaches for the form; here it is loaded up front.
beforeAll(async () => {
  await loadGeneration();
});

const defaultConfig = getConfig();

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library waits a (faked) macrotask after each user event; with fake timers that wait
  // never ends, so run user events straight through. The timers stay in the test's hands.
  configure({ asyncWrapper: async (callback: () => Promise<unknown>) => callback() });
});

afterEach(() => {
  configure({ asyncWrapper: defaultConfig.asyncWrapper.bind(defaultConfig) });
  vi.useRealTimers();
});

function setup() {
  // No delays between keystrokes: with fake timers, a timed pause would never end.
  const user = userEvent.setup({ delay: null });
  render(<GeneratorSection />);
  return {
    user,
    keyword: screen.getByRole('textbox', { name: 'Keyword' }),
    type: screen.getByRole('combobox', { name: 'Challenge type' }),
  };
}

describe('GeneratorSection', () => {
  it('Enter in the keyword box generates: button disabled while working, then eight cards', async () => {
    const { user, keyword, type } = setup();
    await user.selectOptions(type, 'Cooking');
    await user.type(keyword, 'pasta night{Enter}');

    const busy = screen.getByRole<HTMLButtonElement>('button', { name: 'Generating Magic...' });
    expect(busy.disabled).toBe(true);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);

    act(() => {
      vi.advanceTimersByTime(GENERATION_DELAY_MS);
    });
    const results = screen.getByRole('region', { name: 'Your Viral Challenge Names' });
    const cards = within(results).getAllByRole('listitem');
    expect(cards).toHaveLength(8);
    for (const card of cards) {
      const [nameButton] = within(card).getAllByRole('button');
      const name = nameButton?.textContent ?? '';
      expect(describeNamePattern(name, 'PastaNight', 'cooking')).not.toBeNull();
      within(card).getByText('Cooking');
      within(card).getByText('TikTok');
      within(card).getByRole('button', { name: `Copy ${name}` });
      within(card).getByRole('button', { name: `Copy hashtags for ${name}` });
    }
    expect(screen.getByRole('status').textContent).toBe('8 challenge names ready for PastaNight');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Generate' }).disabled).toBe(
      false,
    );
  });

  it('shows the live count of the cleaned keyword against the limit', async () => {
    const { user, keyword } = setup();
    await user.type(keyword, 'rock & roll');
    screen.getByText('8/40');
    expect(keyword.getAttribute('aria-invalid')).toBe('false');
  });

  it('writes each result into the address, so that it can be shared', async () => {
    const { user, keyword } = setup();
    await user.type(keyword, 'yoga{Enter}');
    act(() => {
      vi.advanceTimersByTime(GENERATION_DELAY_MS);
    });
    const shared = new URLSearchParams(window.location.hash.slice(1));
    expect([...shared.keys()]).toEqual(['k', 't', 'p', 's']);
    expect(shared.get('k')).toBe('Yoga');
    expect(shared.get('t')).toBe('dance');
    expect(shared.get('p')).toBe('tiktok');
    const names = generateNames({
      keyword: 'Yoga',
      type: 'dance',
      platform: 'tiktok',
      random: createRandom(shared.get('s') ?? ''),
    });
    expect(screen.getAllByRole('button', { name: /^#/ }).map((b) => b.textContent)).toEqual(
      names.map((n) => n.name),
    );
  });

  it('opens a shared link at once: the form shows what was shared, and the same eight names', () => {
    window.history.replaceState(null, '', '/#k=morning+yoga&t=cooking&p=youtube&s=abc123');
    const { keyword, type } = setup();
    expect((keyword as HTMLInputElement).value).toBe('morning yoga');
    expect((type as HTMLSelectElement).value).toBe('cooking');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Platform' }).value).toBe(
      'youtube',
    );
    // No delay: the names of a shared link already exist.
    expect(vi.getTimerCount()).toBe(0);
    const expected = generateNames({
      keyword: 'MorningYoga',
      type: 'cooking',
      platform: 'youtube',
      random: createRandom('abc123'),
    });
    expect(screen.getAllByRole('button', { name: /^#/ }).map((b) => b.textContent)).toEqual(
      expected.map((n) => n.name),
    );
    expect(window.location.hash).toBe('#k=MorningYoga&t=cooking&p=youtube&s=abc123');
  });

  it('opens a shared link with an empty keyword as an empty form, generating nothing', () => {
    window.history.replaceState(null, '', '/#k=%20%20&t=pet');
    const { keyword, type } = setup();
    expect((keyword as HTMLInputElement).value).toBe('  ');
    expect((type as HTMLSelectElement).value).toBe('pet');
    expect(screen.queryByRole('region', { name: 'Your Viral Challenge Names' })).toBeNull();
    expect(window.location.hash).toBe('#k=%20%20&t=pet');
  });
});
