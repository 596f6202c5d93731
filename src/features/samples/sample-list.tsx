import { copyWithToast } from '../../lib/copy-with-toast';
import { SAMPLE_NAMES } from './sample-names';

/** Six example names; clicking one copies it, with the same confirmation as a generated name. */
export function SampleList() {
  return (
    <ul className="mt-6 grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 sm:grid-cols-3">
      {SAMPLE_NAMES.map((name) => (
        <li key={name}>
          <button
            type="button"
            // The visible name is part of the accessible name (WCAG 2.5.3, label in name).
            aria-label={`Copy ${name}`}
            onClick={() => {
              void copyWithToast(name);
            }}
            className="w-full rounded-xl border border-line bg-surface px-4 py-3 text-left font-semibold break-all text-ink hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {name}
          </button>
        </li>
      ))}
    </ul>
  );
}
