// Filter and search panel (spec §2): a search box (the tour's first target), a tag filter and a
// platform filter, all kept in the address (use-feed-search.ts). Enter searches at once, Escape
// empties the box, Clear empties all three and returns focus to the box.
import { SearchOutlined } from '@ant-design/icons';
import { PLATFORM_LABELS, PLATFORMS, SEARCH_QUERY_MAX, TAG_MAX_LENGTH } from '@sonic-nexus/contract';
import { Card, Flex, PlainSelect } from '@sonic-nexus/ui';
import { Button, Input, Spin, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { hasSearch, normalizeTag } from './feed-filters';
import type { FeedSearchControl } from './use-feed-search';

export interface FilterPanelProps {
  control: FeedSearchControl;
  /** A search is under way: the box shows a spinner. */
  searching: boolean;
}

export function FilterPanel({ control, searching }: FilterPanelProps) {
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
    <Card data-testid="filter-panel" size="small" role="search" aria-label="Playlists">
      <Flex gap={8} wrap>
        <Input
          ref={searchBox}
          enterKeyHint="search"
          allowClear
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
          allowClear
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
