import type { ReactNode } from 'react';

/** The reading column every text page uses. */
export function PageSection({ children }: { readonly children: ReactNode }) {
  return <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">{children}</div>;
}

/** A titled block of a text page; headings stay in document order for screen readers. */
export function ProseSection({
  title,
  children,
}: {
  readonly title: string;
  readonly children: ReactNode;
}) {
  return (
    <section className="mt-10">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      <div className="mt-3 space-y-4 leading-relaxed text-ink-muted">{children}</div>
    </section>
  );
}
