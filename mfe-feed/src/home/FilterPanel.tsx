// Filter and search panel (spec §2): a search box (the tour's first target), a tag filter and a
// platform filter, all kept in the address (use-feed-search.ts). Enter searches at once, Escape
// empties the box, Clear empties all three and returns focus to the box.
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { PLATFORM_LABELS, PLATFORMS, SEARCH_QUERY_MAX, TAG_MAX_LENGTH } from '@sonic-nexus/contract';
import { Card, Flex, PlainSelect, visuallyHidden } from '@sonic-nexus/ui';
import { Button, Input, Spin, type InputRef } from 'antd';
import { useRef, useState, type Ref } from 'react';
import { CLEAR_OF_TOP_BAR } from '../common/bring-into-view';
import { hasSearch, normalizeTag } from './feed-filters';
import type { FeedSearchControl } from './use-feed-search';

/**
 * A box's clear button, 24 px square (antd's icon alone is a 12 px target, under WCAG 2.5.8's 24:
 * axe's `target-size`), named by what it clears rather than by its icon ('close-circle').
 */
function clearButton(label: string) {
  return {
    clearIcon: (
      <span style={{ display: 'inline-grid', placeItems: 'center', width: 24, height: 24 }}>
        <CloseCircleFilled aria-hidden />
        <span style={visuallyHidden}>{label}</span>
      </span>
    ),
  };
}

export interface FilterPanelProps {
  control: FeedSearchControl;
  /** A search is under way: the box shows a spinner. */
  searching: boolean;
  ref?: Ref<HTMLDivElement>;
}

export function FilterPanel({ control, searching, ref }: FilterPanelProps) {
  const { search, draft, setDraft, commitDraft, setFilters, clear } = control;
  const filters = { tag: search.tag, platform: search.platform };
  const searchBox = useRef<InputRef>(null);
  const [tagDraft, setTagDraft] = useState(search.tag ?? '');
  // A tag chosen elsewhere (a chip, the address) replaces what is typed, in this render.
  const [draftFor, setDraftFor] = useState(search.tag);
  if (draftFor !== search.tag) {
    setDraftFor(search.tag);
    setTagDraft(search.tag ?? '');
  }
  const applyTag = () => {
    const tag = normalizeTag(tagDraft);
    if (tag !== (search.tag ?? '')) setFilters({ ...filters, tag: tag || undefined });
  };

  return (
    <Card
      ref={ref}
      data-testid="filter-panel"
      size="small"
      role="search"
      aria-label="Playlists"
      style={{ scrollMarginTop: CLEAR_OF_TOP_BAR }}
    >
      <Flex gap={8} wrap>
        <Input
          ref={searchBox}
          enterKeyHint="search"
          allowClear={clearButton('Clear search')}
          aria-label="Search playlists"
          prefix={<SearchOutlined aria-hidden />}
          suffix={
            searching ? (
              <span role="img" aria-label="Searching" data-testid="search-spinner">
                <Spin size="small" />
              </span>
            ) : null
          }
          placeholder="Search playlists..."
          value={draft}
          maxLength={SEARCH_QUERY_MAX}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={commitDraft}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && draft !== '') {
              event.preventDefault();
              setDraft('');
            }
          }}
          style={{ flex: '2 1 220px' }}
          data-testid="feed-search"
          data-tour="search"
        />
        <Input
          allowClear={clearButton('Clear tag')}
          aria-label="Filter by tag"
          prefix={<span aria-hidden>#</span>}
          placeholder="Filter by tag"
          value={tagDraft}
          maxLength={TAG_MAX_LENGTH}
          onChange={(event) => {
            setTagDraft(event.target.value);
            if (event.target.value === '' && search.tag) setFilters({ ...filters, tag: undefined });
          }}
          onPressEnter={applyTag}
          onBlur={applyTag}
          style={{ flex: '1 1 160px' }}
          data-testid="tag-filter"
        />
        <PlainSelect
          aria-label="Filter by platform"
          emptyLabel="All platforms"
          value={search.platform}
          onChange={(platform) => setFilters({ ...filters, platform })}
          options={PLATFORMS.map((value) => ({ value, label: PLATFORM_LABELS[value] }))}
          style={{ flex: '1 1 160px' }}
          data-testid="platform-filter"
        />
        {hasSearch(search) || draft !== '' ? (
          <Button
            onClick={() => {
              clear();
              searchBox.current?.focus();
            }}
            data-testid="clear-filters"
          >
            Clear
          </Button>
        ) : null}
      </Flex>
    </Card>
  );
}
