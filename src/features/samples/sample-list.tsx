import { SAMPLE_NAMES } from './sample-names';

/** Six example names; clicking one copies it (wired with the home-generator issue). */
export function SampleList() {
  return (
    <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
      {SAMPLE_NAMES.map((name) => (
        <li key={name}>
          <button
            type="button"
            className="w-full rounded-xl border border-line bg-surface px-4 py-3 text-left font-semibold break-all text-ink hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {name}
          </button>
        </li>
      ))}
    </ul>
  );
}
