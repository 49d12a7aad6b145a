// Filter and search panel (spec §2): a search box (the tour's first target), a tag filter and a
// platform filter. Tag and platform live in the address; the search text is local.
import { SearchOutlined } from '@ant-design/icons';
import type { FeedFilters } from '@sonic-nexus/api-client';
import { PLATFORM_LABELS, PLATFORMS, SEARCH_QUERY_MAX, TAG_MAX_LENGTH } from '@sonic-nexus/contract';
import { Button, Card, Flex, Input, Select } from 'antd';
import { useEffect, useState } from 'react';

export interface FilterPanelProps {
  filters: FeedFilters;
  onFiltersChange: (filters: FeedFilters) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

export function FilterPanel({ filters, onFiltersChange, search, onSearchChange }: FilterPanelProps) {
  const [tagDraft, setTagDraft] = useState(filters.tag ?? '');
  useEffect(() => setTagDraft(filters.tag ?? ''), [filters.tag]);
  const applyTag = () => {
    const tag = tagDraft.trim().toLowerCase();
    if (tag !== (filters.tag ?? '')) onFiltersChange({ ...filters, tag: tag || undefined });
  };
  const hasFilters = Boolean(filters.tag || filters.platform || search);

  return (
    <Card data-testid="filter-panel" size="small">
      <Flex gap={8} wrap>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Search playlists..."
          value={search}
          maxLength={SEARCH_QUERY_MAX}
          onChange={(event) => onSearchChange(event.target.value)}
          style={{ flex: '2 1 220px' }}
          data-testid="feed-search"
          data-tour="search"
        />
        <Input
          allowClear
          prefix="#"
          placeholder="Filter by tag"
          value={tagDraft}
          maxLength={TAG_MAX_LENGTH}
          onChange={(event) => {
            setTagDraft(event.target.value);
            if (event.target.value === '' && filters.tag) onFiltersChange({ ...filters, tag: undefined });
          }}
          onPressEnter={applyTag}
          onBlur={applyTag}
          style={{ flex: '1 1 160px' }}
          data-testid="tag-filter"
        />
        <Select
          allowClear
          placeholder="All platforms"
          value={filters.platform ?? null}
          onChange={(platform: string | null | undefined) =>
            onFiltersChange({ ...filters, platform: platform || undefined })
          }
          options={PLATFORMS.map((value) => ({ value, label: PLATFORM_LABELS[value] }))}
          style={{ flex: '1 1 160px' }}
          data-testid="platform-filter"
        />
        {hasFilters ? (
          <Button
            onClick={() => {
              onSearchChange('');
              onFiltersChange({});
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
