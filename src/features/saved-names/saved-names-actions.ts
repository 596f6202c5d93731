import { toast } from '../../lib/toast';
import { NOT_STORED_MESSAGE, savedNamesFullMessage } from '../../config/messages';
import type { GeneratedName } from '../../generator';
import { SAVED_NAMES_LIMIT } from './saved-names';
import { removeName, saveName } from './use-saved-names';

function warnNotStored(): void {
  toast({ ...NOT_STORED_MESSAGE, variant: 'destructive' });
}

/**
 * Saves a name, telling the visitor when it cannot be: the list is full, or the browser will not
 * store it (then it is kept for this visit, and they are told so).
 */
export function saveWithMessage(name: GeneratedName): void {
  const outcome = saveName(name);
  if (outcome.ok) {
    if (!outcome.stored) warnNotStored();
  } else if (outcome.reason === 'limit') {
    toast({ ...savedNamesFullMessage(SAVED_NAMES_LIMIT), variant: 'destructive' });
  }
}

/** Removes a saved name; when the browser will not store the change, says it lasts this visit. */
export function removeWithMessage(name: string): void {
  if (!removeName(name)) warnNotStored();
}
