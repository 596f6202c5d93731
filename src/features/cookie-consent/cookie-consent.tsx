import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/toast';
import { CONSENT_TEXT, consentSavedMessage } from '../../config/messages';
import type { ConsentChoice } from './consent';
import { useCookieConsent } from './use-cookie-consent';

/** Accept / Reject for non-essential cookies, remembered on this device and changeable later. */
export function CookieConsent() {
  const { choice, save } = useCookieConsent();
  /** Set right after a choice: null on a return visit, where only the remembered choice shows. */
  const [saved, setSaved] = useState<{ stored: boolean } | null>(null);
  const [changing, setChanging] = useState(false);
  const promptRef = useRef<HTMLParagraphElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const promptId = useId();

  const choose = (next: ConsentChoice) => {
    // The pressed button disappears: render the summary now and move focus to it, so keyboard and
    // screen-reader users are not dropped at the top of the page.
    flushSync(() => {
      setSaved({ stored: save(next) });
      setChanging(false);
    });
    summaryRef.current?.focus();
    toast(consentSavedMessage(next));
  };

  const changeChoice = () => {
    flushSync(() => {
      setSaved(null);
      setChanging(true);
    });
    promptRef.current?.focus();
  };

  if (choice === null || changing) {
    return (
      <div role="group" aria-labelledby={promptId}>
        <p id={promptId} ref={promptRef} tabIndex={-1} className="outline-none">
          {choice === null ? CONSENT_TEXT.prompt : CONSENT_TEXT.chooseAgain(choice)}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button
            type="button"
            onClick={() => {
              choose('accepted');
            }}
          >
            Accept
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              choose('rejected');
            }}
          >
            Reject
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div ref={summaryRef} tabIndex={-1} className="space-y-2 outline-none">
      {saved ? <p className="font-semibold text-ink">{CONSENT_TEXT.saved}</p> : null}
      <p>{CONSENT_TEXT.summary(choice)}</p>
      {saved && !saved.stored ? <p>{CONSENT_TEXT.visitOnly}</p> : null}
      <Button type="button" variant="outline" size="sm" className="mt-2" onClick={changeChoice}>
        Change my choice
      </Button>
    </div>
  );
}
