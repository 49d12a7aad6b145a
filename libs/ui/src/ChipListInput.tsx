// Removable chips with an add box under them: Enter or the + button calls onAdd, and the box is
// gone once canAdd is false (the list is full). The caller owns the list, the typed text and the
// rules for adding. Used for tags (TagInput) and for the add-playlist form's album art.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Tag } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { Flex } from './Flex';

interface ChipListInputProps {
  chips: readonly string[];
  renderChip: (chip: string) => ReactNode;
  chipStyle?: CSSProperties;
  onRemove: (chip: string) => void;
  draft: string;
  onDraftChange: (draft: string) => void;
  onAdd: () => void;
  canAdd: boolean;
  placeholder: string;
  /** The add box's id, for a form label's htmlFor. */
  inputId?: string;
  /** The + button's accessible name. */
  addLabel: string;
  maxLength?: number;
  disabled?: boolean;
  testId: string;
  chipTestId?: string;
  textTestId: string;
  addTestId?: string;
  /** Shown under the add box, e.g. why the last entry was refused. */
  children?: ReactNode;
}

export function ChipListInput(props: ChipListInputProps) {
  const { chips, onRemove, draft, onAdd, disabled, children } = props;
  return (
    <Flex vertical gap={6} data-testid={props.testId}>
      <Flex gap={6} wrap>
        {chips.map((chip) => (
          <Tag
            key={chip}
            closable={!disabled}
            onClose={(event) => {
              // The caller's list decides what stays; the chip must not hide itself.
              event.preventDefault();
              onRemove(chip);
            }}
            style={props.chipStyle}
            data-testid={props.chipTestId}
          >
            {props.renderChip(chip)}
          </Tag>
        ))}
      </Flex>
      {props.canAdd ? (
        <Flex gap={6}>
          <Input
            id={props.inputId}
            value={draft}
            disabled={disabled}
            placeholder={props.placeholder}
            maxLength={props.maxLength}
            onChange={(event) => props.onDraftChange(event.target.value)}
            onPressEnter={(event) => {
              event.preventDefault();
              onAdd();
            }}
            data-testid={props.textTestId}
          />
          <Button
            icon={<PlusOutlined />}
            aria-label={props.addLabel}
            onClick={onAdd}
            disabled={disabled}
            data-testid={props.addTestId}
          />
        </Flex>
      ) : null}
      {children}
    </Flex>
  );
}
