/**
 * A 16-px line icon drawn in the text colour. Icons are decoration here: every control that shows
 * one also has a text name, so the icon is hidden from assistive technology.
 */
export function Icon({
  path,
  filled = false,
}: {
  readonly path: string;
  readonly filled?: boolean;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
