import { useRef, useState } from 'react';
import { toast } from '../../components/ui/use-toast';
import { keywordRefusalMessage } from '../../config/messages';
import {
  DEFAULT_CHALLENGE_TYPE,
  DEFAULT_PLATFORM,
  type ChallengeType,
  type GeneratedName,
  type Platform,
} from '../../generator';
import { GeneratorForm } from './generator-form';
import type { ResultCardExtras } from './result-card';
import { ResultList } from './result-list';
import { useGenerator } from './use-generator';

export interface GeneratorSectionProps {
  /** Lets a later feature add to each result card (a save toggle, a platform-fit line). */
  readonly cardExtras?: (name: GeneratedName) => ResultCardExtras;
}

/** The home page's generator: the form, the results, and what screen readers hear about them. */
export function GeneratorSection({ cardExtras }: GeneratorSectionProps = {}) {
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState<ChallengeType>(DEFAULT_CHALLENGE_TYPE);
  const [platform, setPlatform] = useState<Platform>(DEFAULT_PLATFORM);
  const keywordRef = useRef<HTMLInputElement>(null);
  const { state, generate } = useGenerator();

  const handleGenerate = () => {
    const outcome = generate({ keyword, type, platform });
    if (outcome.ok || outcome.reason === 'busy') return;
    toast({ ...keywordRefusalMessage(outcome.reason, outcome.length), variant: 'destructive' });
    keywordRef.current?.focus();
  };

  const announcement =
    state.status === 'results'
      ? `${state.result.names.length} challenge names ready for ${state.result.keyword}`
      : '';

  return (
    <div className="mt-10">
      <GeneratorForm
        keyword={keyword}
        type={type}
        platform={platform}
        generating={state.status === 'generating'}
        keywordRef={keywordRef}
        onKeywordChange={setKeyword}
        onTypeChange={setType}
        onPlatformChange={setPlatform}
        onGenerate={handleGenerate}
      />
      {/* Present from the first paint and empty while generating, so each result is a change. */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {state.status === 'idle' ? null : (
        <ResultList
          names={state.status === 'results' ? state.result.names : null}
          cardExtras={cardExtras}
        />
      )}
    </div>
  );
}
