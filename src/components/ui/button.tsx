import type { ButtonHTMLAttributes } from 'react';

const VARIANTS = {
  primary: 'bg-brand text-white shadow-sm hover:bg-brand-strong disabled:bg-brand/70',
  outline: 'border border-line bg-surface text-ink hover:bg-surface-muted',
  ghost: 'text-ink hover:bg-surface-muted',
} as const;

const SIZES = {
  md: 'min-h-11 px-5 text-base',
  sm: 'min-h-9 px-3 text-sm',
  /** For rows of card actions that must fit a 360-px phone. */
  compact: 'min-h-9 px-2 text-sm',
  /** A square for a button that shows only an icon (its name is in aria-label). */
  icon: 'size-9 text-sm',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
  readonly size?: keyof typeof SIZES;
}

/** The one button style of the site; variants are declared once here. */
export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  ...props
}: ButtonProps) {
  return (
    <button
      className={`inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed ${VARIANTS[variant]} ${SIZES[size]} ${className}`}
      {...props}
    />
  );
}
