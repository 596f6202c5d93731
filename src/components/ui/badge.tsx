import type { ReactNode } from 'react';

const TONES = {
  brand: 'bg-brand-soft text-link',
  outline: 'border border-line text-ink-muted',
} as const;

/** A small label on a card, such as a challenge type or a platform. */
export function Badge({
  tone = 'brand',
  children,
}: {
  readonly tone?: keyof typeof TONES;
  readonly children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
