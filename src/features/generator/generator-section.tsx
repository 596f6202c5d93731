import { useMemo, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { keywordRefusalMessage } from '../../config/messages';
import {
  DEFAULT_CHALLENGE_TYPE,
  DEFAULT_NAME_STYLE,
  DEFAULT_PLATFORM,
  type ChallengeType,
  type NameStyle,
  type Platform,
} from '../../generator';
import { useShareLink, type SharedGeneration } from '../share';
import { GeneratorForm } from './generator-form';
import { OwnHashtagField } from './own-hashtag-field';
import { useOwnHashtag } from './use-own-hashtag';
import { useNameStyle } from './use-name-style';
import { ResultList } from './result-list';
import {
  generationLoaded,
  loadGeneration,
  moreNamesNews,
  shareableResult,
  useGenerator,
  type GenerationRequest,
} from './use-generator';

function preloadGeneration() {
  // A failure here is only a missed head start; Generate loads it again and says if it fails.
  loadGeneration().catch(() => undefined);
}

/** The home page's generator: the form, the results, and what screen readers hear about them. */
export function GeneratorSection() {
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState<ChallengeType>(DEFAULT_CHALLENGE_TYPE);
  const [platform, setPlatform] = useState<Platform>(DEFAULT_PLATFORM);
  const [chosenStyle, chooseStyle] = useNameStyle();
  // A link shows its own style without changing the one this visitor chose for the device.
  const [linkStyle, setLinkStyle] = useState<NameStyle | null>(null);
  const style = linkStyle ?? chosenStyle;
  const keywordRef = useRef<HTMLInputElement>(null);
  const { state, generate, toggleKeep, more } = useGenerator();
  const result = state.status === 'results' ? state.result : null;
  const own = useOwnHashtag();
  // What the last More names press changed, for screen readers; a new generation clears it.
  const [moreNews, setMoreNews] = useState<{
    readonly seed: string;
    readonly round: number;
    readonly text: string;
  } | null>(null);

  /** Starts a generation; a refused keyword gets its message. Returns whether it was refused. */
  const run = (request: GenerationRequest): boolean => {
    const outcome = generate(request);
    if (outcome.ok || outcome.reason === 'busy') return false;
    toast({ ...keywordRefusalMessage(outcome.reason, outcome.length), variant: 'destructive' });
    return true;
  };

  const handleGenerate = () => {
    if (run({ keyword, type, platform, style })) keywordRef.current?.focus();
  };

  // A shared link shows its names at once: they already exist, so the simulated work of a new
  // generation would only delay them (and flash placeholders on every reload).
  const openShared = (shared: SharedGeneration) => {
    setKeyword(shared.keyword);
    setType(shared.type);
    setPlatform(shared.platform);
    setLinkStyle(shared.style ?? DEFAULT_NAME_STYLE);
    run({ ...shared, seed: shared.seed ?? undefined, instant: true });
  };

  const shareable = useMemo(() => (result ? shareableResult(result) : null), [result]);
  useShareLink(shareable, openShared);

  const handleMore = async () => {
    if (!result) return;
    const next = await more();
    if (!next) return;
    const added = next.shown.length - result.shown.length;
    const parts = [];
    if (added > 0)
      parts.push(`${added} new ${added === 1 ? 'name' : 'names'} for ${next.keyword}.`);
    const news = moreNamesNews(next);
    if (news.stuck) parts.push(news.text);
    setMoreNews({ seed: next.seed, round: next.round, text: parts.join(' ') });
  };

  const view = generationLoaded?.view;
  const announcement = !result
    ? ''
    : moreNews?.seed === result.seed && moreNews.round === result.round
      ? moreNews.text
      : `${result.names.length} challenge names ready for ${result.keyword}`;

  return (
    // Reaching for the form (focus, a tap) fetches the draw and its cards, so they are there by the
    // first Generate.
    <div className="mt-10" onFocus={preloadGeneration} onPointerDown={preloadGeneration}>
      <GeneratorForm
        keyword={keyword}
        type={type}
        platform={platform}
        style={style}
        generating={state.status === 'generating'}
        keywordRef={keywordRef}
        onKeywordChange={setKeyword}
        onTypeChange={setType}
        onPlatformChange={setPlatform}
        onStyleChange={(next) => {
          setLinkStyle(null);
          chooseStyle(next);
        }}
        onGenerate={handleGenerate}
      >
        <OwnHashtagField text={own.text} result={own.result} onChange={own.setText} />
      </GeneratorForm>
      {/* Present from the first paint and empty while generating, so each result is a change. */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {state.status === 'idle' ? null : (
        <ResultList
          // Results on screen mean the generation (draw and cards) is loaded.
          cards={
            result && view
              ? (hintId) => (
                  <view.ResultCards
                    names={result.names}
                    hintId={hintId}
                    card={{
                      seed: result.seed,
                      own: own.tag,
                      kept: result.kept,
                      onToggleKeep: toggleKeep,
                    }}
                  />
                )
              : null
          }
          footer={
            result && view ? (
              <view.ResultActions result={result} own={own.tag} onMore={() => void handleMore()} />
            ) : null
          }
        />
      )}
    </div>
  );
}
