import { lazyDisclosure } from '../../components/ui/lazy-disclosure';
import { panelLoadFailed } from '../../config/messages';
import type { PosterPanelProps } from './types';

const PosterDisclosure = lazyDisclosure(() =>
  import('./poster-panel').then((module) => module.PosterPanel),
);

/**
 * "Poster": opens the panel that draws the challenge as a picture. Everything of the poster (the
 * drawing, the designs, the calendar, the fonts) loads the first time a visitor opens one.
 */
export function PosterButton(props: PosterPanelProps) {
  return (
    <PosterDisclosure
      label="Poster"
      name={`Poster for ${props.name.name}`}
      loading="Drawing the poster…"
      failed={panelLoadFailed('poster', 'Poster')}
      props={props}
      wide
    />
  );
}
