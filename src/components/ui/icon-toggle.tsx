import { Button } from './button';
import { Icon } from './icon';

/**
 * A toggle shown as an icon alone: `label` names it for screen readers and stays the same,
 * `aria-pressed` says whether it is on, and the icon fills in when it is.
 */
export function IconToggle({
  label,
  title,
  iconPath,
  pressed,
  onToggle,
}: {
  readonly label: string;
  /** The hint a pointer shows on hover. */
  readonly title: string;
  readonly iconPath: string;
  readonly pressed: boolean;
  readonly onToggle: () => void;
}) {
  return (
    <Button
      variant="outline"
      size="icon"
      aria-pressed={pressed}
      aria-label={label}
      title={title}
      onClick={onToggle}
      className="aria-pressed:border-brand aria-pressed:bg-brand-soft aria-pressed:text-link"
    >
      <Icon path={iconPath} filled={pressed} />
    </Button>
  );
}
