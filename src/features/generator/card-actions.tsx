import type { ComponentProps } from 'react';
import { Icon } from '../../components/ui/icon';
import { IconToggle } from '../../components/ui/icon-toggle';
import { lazyDisclosure } from '../../components/ui/lazy-disclosure';
import { CAPTION_LOAD_FAILED } from '../../config/messages';
import { PLATFORM_LABELS, tagPageUrl, type GeneratedName } from '../../generator';
import type { CaptionPanel } from './caption-panel';

/**
 * Keeps a card's name on screen when More names replaces the others. A toggle: its name stays
 * "Keep #TheName" and `aria-pressed` says whether the name is kept (a filled pin shows it).
 */
export function KeepToggle({
  name,
  kept,
  onToggle,
}: {
  readonly name: GeneratedName;
  readonly kept: boolean;
  readonly onToggle: (name: string) => void;
}) {
  return (
    <IconToggle
      label={`Keep ${name.name}`}
      title="Keep through More names"
      iconPath="M12 17v5M9 3h6l-1 7 4 3v2H6v-2l4-3z"
      pressed={kept}
      onToggle={() => {
        onToggle(name.name);
      }}
    />
  );
}

/**
 * The card's platform badge, as a link to that platform's public page for the name, to see
 * whether it is already in use. Its visible text is the platform, which its name contains. A plain
 * link: nothing is fetched until the visitor follows it, and it opens apart from this page.
 */
export function TagPageLink({ name }: { readonly name: GeneratedName }) {
  const label = PLATFORM_LABELS[name.platform];
  return (
    <a
      href={tagPageUrl(name.platform, name.name)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Open ${name.name} on ${label}`}
      title={`See who already uses ${name.name} on ${label}`}
      className="inline-flex items-center gap-1 rounded-full border border-line px-2.5 py-0.5 text-sm font-medium text-link underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      {label}
      <Icon path="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </a>
  );
}

const CaptionDisclosure = lazyDisclosure(() =>
  import('./caption-panel').then((module) => module.CaptionPanel),
);

/**
 * The caption and the platform-ready set, shown on demand so eight cards stay short: the caption
 * is readable before it is copied, and it ends with the tags "Copy for …" copies.
 */
export function PostOnPlatform(props: ComponentProps<typeof CaptionPanel>) {
  return (
    <CaptionDisclosure
      label="Caption"
      name={`Caption for ${props.name.name}`}
      loading="Writing the caption…"
      failed={CAPTION_LOAD_FAILED}
      props={props}
    />
  );
}
