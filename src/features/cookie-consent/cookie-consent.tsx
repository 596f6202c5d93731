import { Button } from '../../components/ui/button';

/** Accept / Reject for non-essential cookies. Behaviour lands with the home-generator issue. */
export function CookieConsent() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="button">Accept</Button>
      <Button type="button" variant="outline">
        Reject
      </Button>
    </div>
  );
}
