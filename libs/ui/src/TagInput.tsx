// Tag entry (spec §5): Enter or the + button adds; rules in tag-entry.ts; the input disappears at
// TAGS_MAX. Used by the add-playlist form and by a card's tag editor.
import { PlusOutlined } from '@ant-design/icons';
import { TAG_MAX_LENGTH, TAGS_MAX } from '@sonic-nexus/contract';
import { Button, Flex, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { addTag, removeTag } from './tag-entry';

export interface TagInputProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  /** Lets the owner clear the typed text too (a saved tag editor clears its input, spec §4). */
  draft?: string;
  onDraftChange?: (draft: string) => void;
  disabled?: boolean;
}

export function TagInput({ tags, onChange, draft, onDraftChange, disabled }: TagInputProps) {
  const [ownDraft, setOwnDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const text = draft ?? ownDraft;
  const setText = onDraftChange ?? setOwnDraft;

  const add = () => {
    const result = addTag(tags, text);
    setError(result.error);
    if (result.error === null) {
      onChange(result.tags);
      setText('');
    }
  };

  return (
    <Flex vertical gap={6} data-testid="tag-input">
      <Flex gap={6} wrap>
        {tags.map((tag) => (
          <Tag
            key={tag}
            closable={!disabled}
            onClose={(event) => {
              event.preventDefault();
              onChange(removeTag(tags, tag));
            }}
            data-testid="tag-chip"
          >
            #{tag}
          </Tag>
        ))}
      </Flex>
      {tags.length < TAGS_MAX ? (
        <Flex gap={6}>
          <Input
            value={text}
            disabled={disabled}
            placeholder="Add a tag and press Enter"
            maxLength={TAG_MAX_LENGTH + 10}
            onChange={(event) => setText(event.target.value)}
            onPressEnter={(event) => {
              event.preventDefault();
              add();
            }}
            data-testid="tag-text"
          />
          <Button
            icon={<PlusOutlined />}
            aria-label="Add tag"
            onClick={add}
            disabled={disabled}
            data-testid="tag-add"
          />
        </Flex>
      ) : null}
      {error ? (
        <Typography.Text type="danger" data-testid="tag-error">
          {error}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
