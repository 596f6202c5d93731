import { IconToggle } from '../../components/ui/icon-toggle';
import type { GeneratedName } from '../../generator';
import { isSaved } from './saved-names';
import { removeWithMessage, saveWithMessage } from './saved-names-actions';
import { useSavedNames } from './use-saved-names';

/**
 * Saves a card's name on this device, or removes it again. A toggle button: its name stays
 * "Save #TheName" and `aria-pressed` says whether the name is saved (a filled star shows it).
 * The star alone is shown, beside the name, so a card keeps to a few short rows on a phone.
 */
export function SaveToggle({ name }: { readonly name: GeneratedName }) {
  const saved = isSaved(useSavedNames().list, name.name);

  const toggle = () => {
    if (saved) removeWithMessage(name.name);
    else saveWithMessage(name);
  };

  return (
    <IconToggle
      label={`Save ${name.name}`}
      title="Save on this device"
      iconPath="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z"
      pressed={saved}
      onToggle={toggle}
    />
  );
}
