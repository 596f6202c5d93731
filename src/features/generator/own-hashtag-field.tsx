import { useId } from 'react';
import { FieldLabel, TextInput } from '../../components/ui/field';
import {
  OWN_HASHTAG_HINT,
  ownHashtagStatus,
  ownHashtagTooLongMessage,
} from '../../config/messages';
import type { OwnHashtagResult } from '../../generator';
import { refuseLongInsert } from './keyword-paste';

const refuseLongHashtag = refuseLongInsert(ownHashtagTooLongMessage);

/**
 * The optional "Your hashtag" field. It shows the tag as it will be used (cleaned like a keyword),
 * or why it cannot be; the value is remembered on this device by the caller.
 */
export function OwnHashtagField({
  text,
  result,
  onChange,
}: {
  readonly text: string;
  readonly result: OwnHashtagResult;
  readonly onChange: (text: string) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const status = ownHashtagStatus(result);

  return (
    <div className="mt-4">
      <FieldLabel htmlFor={id}>Your hashtag</FieldLabel>
      <TextInput
        id={id}
        name="own-hashtag"
        type="text"
        value={text}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        onPaste={refuseLongHashtag}
        onDrop={refuseLongHashtag}
        placeholder="optional, e.g. #MyStudio"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={!result.ok}
        aria-describedby={`${hintId} ${statusId}`}
      />
      <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
        {OWN_HASHTAG_HINT}
      </p>
      <p id={statusId} className={`text-sm ${result.ok ? 'text-ink-muted' : 'text-danger-text'}`}>
        {status}
      </p>
    </div>
  );
}
