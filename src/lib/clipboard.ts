/**
 * Copies text to the clipboard and says whether it worked. Never throws: the Clipboard API is
 * missing on insecure origins and in old browsers, a permission policy can make it reject, and a
 * hostile or broken environment can make it throw synchronously. Every one of those is a `false`.
 *
 * @example
 * if (await copyText('#YogaFlowChallenge')) showCopied();
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    // Typed as always present, but missing outside secure contexts and in older browsers.
    const { navigator } = globalThis as { navigator?: { clipboard?: Partial<Clipboard> } };
    const clipboard = navigator?.clipboard;
    if (typeof clipboard?.writeText !== 'function') return false;
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
