import { COPY_FAILED_MESSAGE, copiedMessage } from '../config/messages';
import { copyText } from './clipboard';
import { toast } from './toast';

/**
 * The one copy flow of the site: copies `text`, then confirms with a toast that names what was
 * copied (`what`, e.g. '"#YogaFlowChallenge"'), or explains the failure. Never throws, so a
 * refused clipboard leaves the page working.
 *
 * @example
 * void copyWithToast(hashtagSet(name), COPIED_WHAT.hashtagSet(name.name));
 */
export async function copyWithToast(text: string, what = `"${text}"`): Promise<boolean> {
  const copied = await copyText(text);
  if (copied) toast(copiedMessage(what));
  else toast({ ...COPY_FAILED_MESSAGE, variant: 'destructive' });
  return copied;
}
