// Tag entry (spec §5): Enter or the + button adds; rules in tag-entry.ts; the input disappears at
// TAGS_MAX. Used by the add-playlist form and by a card's tag editor.
import { TAG_MAX_LENGTH, TAGS_MAX } from '@sonic-nexus/contract';
import { useState } from 'react';
import { ChipListInput } from './ChipListInput';
import { addTag, draftTagError, removeTag } from './tag-entry';
import { Typography } from './Typography';

interface TagInputProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  /** Lets the owner clear the typed text too (a saved tag editor clears its input, spec §4). */
  draft?: string;
  onDraftChange?: (draft: string) => void;
  disabled?: boolean;
  /** The text box's id, for a form label's htmlFor. */
  id?: string;
}

export function TagInput({ tags, onChange, draft, onDraftChange, disabled, id }: TagInputProps) {
  const [ownDraft, setOwnDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const text = draft ?? ownDraft;
  const setText = onDraftChange ?? setOwnDraft;
  // A tag that is too long or has a character outside the rule says so as it is typed.
  const typeText = (next: string) => {
    setText(next);
    setError(draftTagError(next));
  };

  const add = () => {
    const result = addTag(tags, text);
    setError(result.error);
    if (result.error === null) {
      onChange(result.tags);
      setText('');
    }
  };

  return (
    <ChipListInput
      chips={tags}
      renderChip={(tag) => `#${tag}`}
      onRemove={(tag) => onChange(removeTag(tags, tag))}
      draft={text}
      onDraftChange={typeText}
      onAdd={add}
      inputId={id}
      canAdd={tags.length < TAGS_MAX}
      placeholder="Add a tag and press Enter"
      addLabel="Add tag"
      maxLength={TAG_MAX_LENGTH + 10}
      disabled={disabled}
      testId="tag-input"
      chipTestId="tag-chip"
      textTestId="tag-text"
      addTestId="tag-add"
    >
      {error ? (
        <Typography.Text type="danger" data-testid="tag-error">
          {error}
        </Typography.Text>
      ) : null}
    </ChipListInput>
  );
}
