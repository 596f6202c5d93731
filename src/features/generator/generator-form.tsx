import { useId, type ReactNode, type Ref } from 'react';
import { Button } from '../../components/ui/button';
import { FieldLabel, Select, TextInput } from '../../components/ui/field';
import { keywordRefusalMessage } from '../../config/messages';
import {
  CHALLENGE_TYPES,
  CHALLENGE_TYPE_LABELS,
  MAX_KEYWORD_LENGTH,
  NAME_STYLES,
  NAME_STYLE_LABELS,
  PLATFORMS,
  PLATFORM_LABELS,
  cleanKeyword,
  toChallengeType,
  toNameStyle,
  toPlatform,
  type ChallengeType,
  type NameStyle,
  type Platform,
} from '../../generator';
import { refuseLongInsert } from './keyword-paste';

export interface GeneratorFormProps {
  readonly keyword: string;
  readonly type: ChallengeType;
  readonly platform: Platform;
  readonly style: NameStyle;
  readonly generating: boolean;
  readonly keywordRef?: Ref<HTMLInputElement>;
  readonly onKeywordChange: (keyword: string) => void;
  readonly onTypeChange: (type: ChallengeType) => void;
  readonly onPlatformChange: (platform: Platform) => void;
  readonly onStyleChange: (style: NameStyle) => void;
  readonly onGenerate: () => void;
  /** Optional fields after the pickers (the visitor's own hashtag). */
  readonly children?: ReactNode;
}

/** How long the keyword will be in a hashtag: what the limit counts, not what was typed. */
function cleanedLength(raw: string): number {
  const cleaned = cleanKeyword(raw);
  if (cleaned.ok) return Array.from(cleaned.keyword).length;
  return cleaned.length ?? 0;
}

/** A labelled native select: one option per value, shown by its label. */
function Picker<T extends string>({
  id,
  label,
  name,
  value,
  options,
  labels,
  parse,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  readonly name: string;
  readonly value: T;
  readonly options: readonly T[];
  readonly labels: Readonly<Record<T, string>>;
  /** Turns the select's string back into a value, whatever a tampered page sends. */
  readonly parse: (value: string) => T;
  readonly onChange: (value: T) => void;
}) {
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Select
        id={id}
        name={name}
        value={value}
        onChange={(event) => {
          onChange(parse(event.target.value));
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </Select>
    </div>
  );
}

const refuseLongKeyword = refuseLongInsert((length) => keywordRefusalMessage('too-long', length));

/** The keyword box, the two pickers and the Generate button. Enter in the keyword box submits. */
export function GeneratorForm({
  keyword,
  type,
  platform,
  style,
  generating,
  keywordRef,
  onKeywordChange,
  onTypeChange,
  onPlatformChange,
  onStyleChange,
  onGenerate,
  children,
}: GeneratorFormProps) {
  const id = useId();
  const ids = {
    title: `${id}-title`,
    keyword: `${id}-keyword`,
    hint: `${id}-hint`,
    count: `${id}-count`,
    type: `${id}-type`,
    platform: `${id}-platform`,
    style: `${id}-style`,
  };
  const length = cleanedLength(keyword);
  const tooLong = length > MAX_KEYWORD_LENGTH;

  return (
    <form
      aria-labelledby={ids.title}
      // The browser's own validation bubbles would duplicate (and pre-empt) the toasts.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onGenerate();
      }}
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
    >
      <h2 id={ids.title} className="text-xl font-bold tracking-tight">
        Create your challenge names
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FieldLabel htmlFor={ids.keyword}>Keyword</FieldLabel>
          {/* No maxLength: a pasted keyword is never silently cut into a different word. */}
          <TextInput
            ref={keywordRef}
            id={ids.keyword}
            name="keyword"
            type="text"
            value={keyword}
            onChange={(event) => {
              onKeywordChange(event.target.value);
            }}
            onPaste={refuseLongKeyword}
            onDrop={refuseLongKeyword}
            placeholder="e.g. yoga, office, guitar"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="go"
            aria-invalid={tooLong}
            aria-describedby={`${ids.hint} ${ids.count}`}
          />
          <div className="mt-1.5 flex items-start justify-between gap-4 text-sm text-ink-muted">
            <p id={ids.hint}>
              Letters and numbers; spaces and symbols are left out of the hashtag.
            </p>
            <p
              id={ids.count}
              className={`shrink-0 tabular-nums ${tooLong ? 'text-danger-text' : ''}`}
            >
              <span aria-hidden="true">
                {length}/{MAX_KEYWORD_LENGTH}
              </span>
              <span className="sr-only">
                {length} of {MAX_KEYWORD_LENGTH} characters used{tooLong ? ', too long' : ''}.
              </span>
            </p>
          </div>
        </div>
        <Picker
          id={ids.type}
          label="Challenge type"
          name="type"
          value={type}
          options={CHALLENGE_TYPES}
          labels={CHALLENGE_TYPE_LABELS}
          parse={toChallengeType}
          onChange={onTypeChange}
        />
        <Picker
          id={ids.platform}
          label="Platform"
          name="platform"
          value={platform}
          options={PLATFORMS}
          labels={PLATFORM_LABELS}
          parse={toPlatform}
          onChange={onPlatformChange}
        />
        <Picker
          id={ids.style}
          label="Name style"
          name="style"
          value={style}
          options={NAME_STYLES}
          labels={NAME_STYLE_LABELS}
          parse={toNameStyle}
          onChange={onStyleChange}
        />
      </div>
      {children}
      <Button type="submit" disabled={generating} className="mt-6 w-full sm:w-auto sm:min-w-56">
        {generating ? 'Generating Magic...' : 'Generate'}
      </Button>
    </form>
  );
}
