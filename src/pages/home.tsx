import { PLATFORM_CHOICES } from '../config/messages';
import { SITE } from '../config/site';
import { NAMES_PER_GENERATION } from '../generator';
import { GeneratorSection, useOwnHashtag } from '../features/generator';
import { SampleList } from '../features/samples';
import { SavedNamesPanel } from '../features/saved-names';

export function HomePage() {
  // The saved names' posters carry the visitor's own hashtag, as the cards' do.
  const own = useOwnHashtag();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:py-14">
      <section className="text-center" aria-labelledby="home-title">
        <h1 id="home-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
          {SITE.name}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-ink-muted">
          Turn one keyword into {NAMES_PER_GENERATION} viral-ready challenge names for{' '}
          {PLATFORM_CHOICES}, each with a hashtag set to copy. Free, no sign-up, and it all happens
          in your browser.
        </p>
      </section>

      <GeneratorSection />

      <SavedNamesPanel own={own.tag} />

      <section className="mt-16" aria-labelledby="samples-title">
        <h2 id="samples-title" className="text-2xl font-bold tracking-tight">
          Sample challenge names
        </h2>
        <p className="mt-2 text-ink-muted">Need a spark? Click a sample to copy it.</p>
        <SampleList />
      </section>
    </div>
  );
}
