import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Explodes(): never {
  throw new Error('render failed');
}

function renderAt(resetKey: string, child: ReactNode) {
  return (
    <MemoryRouter>
      <ErrorBoundary resetKey={resetKey}>{child}</ErrorBoundary>
    </MemoryRouter>
  );
}

describe('ErrorBoundary', () => {
  it('shows the error page with a way home instead of a blank screen when a page fails to render', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(renderAt('/about', <Explodes />));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the generator' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('renders the page normally when nothing fails', () => {
    render(renderAt('/about', <p>fine</p>));
    expect(screen.getByText('fine')).toBeTruthy();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });

  it('forgets the error once the visitor navigates elsewhere', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(renderAt('/about', <Explodes />));
    expect(screen.getByText('Unexpected Application Error!')).toBeTruthy();
    rerender(renderAt('/faq', <p>next page</p>));
    expect(screen.getByText('next page')).toBeTruthy();
  });
});
