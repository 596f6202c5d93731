import type { InputHTMLAttributes, Ref, SelectHTMLAttributes } from 'react';

/** One look for every form control: a 44-px touch target, a visible focus ring, the site's colours. */
const FIELD_CLASSES =
  'block min-h-11 w-full rounded-xl border border-line bg-surface px-3 text-base text-ink focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand aria-invalid:border-danger';

export function TextInput({
  className = '',
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { readonly ref?: Ref<HTMLInputElement> }) {
  return (
    <input
      ref={ref}
      className={`${FIELD_CLASSES} placeholder:text-ink-muted ${className}`}
      {...props}
    />
  );
}

/** A native <select>: the lightest control that every keyboard and screen reader already knows. */
export function Select({ className = '', ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={`${FIELD_CLASSES} ${className}`} {...props} />;
}

export function FieldLabel({
  htmlFor,
  children,
}: {
  readonly htmlFor: string;
  readonly children: string;
}) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block font-semibold text-ink">
      {children}
    </label>
  );
}
