/** How long the file's object URL stays alive after the click: long enough for any browser to
 * start the download (some read the URL after the click returns), short enough not to leak. */
export const REVOKE_DELAY_MS = 10_000;

/**
 * Saves `text` as a file on the visitor's device, made in the browser (a Blob and a temporary
 * `<a download>`): nothing is fetched from or sent to a server. Returns whether it could start.
 *
 * @example
 * downloadTextFile('challenge-names.txt', '#YogaQuest\tFitness\tTikTok\n');
 */
export function downloadTextFile(fileName: string, text: string): boolean {
  let blob: Blob;
  try {
    blob = new Blob([text], { type: 'text/plain;charset=utf-8' });
  } catch {
    return false;
  }
  return downloadFile(fileName, blob);
}

/**
 * Saves `blob` as a file on the visitor's device (a temporary object URL and `<a download>`).
 * Returns whether it could start.
 *
 * @example
 * downloadFile('yoga-quest-poster-1080x1920.png', png);
 */
export function downloadFile(fileName: string, blob: Blob): boolean {
  let url: string;
  try {
    url = URL.createObjectURL(blob);
  } catch {
    return false;
  }
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  // Some browsers only follow a click on a link that is in the document.
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, REVOKE_DELAY_MS);
  return true;
}
