// A native <select> drawn like antd's inputs. For a short fixed list on a first screen it does all
// antd's Select does (keyboard, screen readers, the phone's own picker) without its ~17 KiB of code.
import type { CSSProperties } from 'react';
import { cosmicColors } from './cosmic-theme';

interface PlainSelectProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The first choice, meaning none (empty value). */
  emptyLabel: string;
  'aria-label': string;
  'data-testid'?: string;
  style?: CSSProperties;
}

const selectStyle: CSSProperties = {
  height: 32,
  padding: '0 8px',
  borderRadius: 10,
  border: `1px solid ${cosmicColors.border}`,
  background: cosmicColors.nebula,
  color: cosmicColors.text,
  font: 'inherit',
  colorScheme: 'dark',
  cursor: 'pointer',
};

export function PlainSelect({ value, onChange, options, emptyLabel, style, ...rest }: PlainSelectProps) {
  return (
    <select
      {...rest}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      style={{ ...selectStyle, ...style }}
    >
      <option value="">{emptyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
