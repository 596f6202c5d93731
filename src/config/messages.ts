/**
 * Every sentence a toast says, in one place: the spec's wording where it gives one (§5, §8), the
 * product decisions' wording for the rest. Features pick a message here and show it.
 */
import { MAX_KEYWORD_LENGTH, type KeywordRefusal } from '../generator';

// "10,000", whatever the visitor's locale: the rest of the message is English too.
const COUNT_FORMAT = new Intl.NumberFormat('en');

export interface ToastMessage {
  readonly title: string;
  readonly description: string;
}

/** Why a keyword was refused, in a creator's words. `length` is the cleaned length, if too long. */
export function keywordRefusalMessage(reason: KeywordRefusal, length?: number): ToastMessage {
  switch (reason) {
    case 'empty':
      return {
        title: 'Keyword Required',
        description: 'Please enter a keyword to generate challenge names!',
      };
    case 'no-usable-characters':
      return {
        title: 'Keyword Needs Letters',
        description: "Use letters or numbers — hashtags can't contain symbols.",
      };
    case 'too-long':
      return {
        title: 'Keyword Too Long',
        description:
          length === undefined
            ? `Keep it to ${MAX_KEYWORD_LENGTH} letters or numbers.`
            : `Keep it to ${MAX_KEYWORD_LENGTH} letters or numbers — yours has ${COUNT_FORMAT.format(length)}.`,
      };
  }
}

/**
 * The confirmation after a copy. `what` names the copied thing as the visitor knows it.
 *
 * @example
 * copiedMessage('"#YogaFlowChallenge"'); // '"#YogaFlowChallenge" has been copied to your clipboard.'
 */
export function copiedMessage(what: string): ToastMessage {
  return { title: 'Copied!', description: `${what} has been copied to your clipboard.` };
}

export const COPY_FAILED_MESSAGE: ToastMessage = {
  title: 'Copy Failed',
  description: 'Unable to copy to clipboard. Please try again.',
};

export function consentSavedMessage(choice: 'accepted' | 'rejected'): ToastMessage {
  return {
    title: 'Preferences Saved!',
    description: `You have ${choice} non-essential cookies.`,
  };
}
