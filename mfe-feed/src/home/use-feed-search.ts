// Binds the home feed's search to the address: the committed search is read from ?tag=, ?platform=
// and ?q=; the box's text is a draft written to ?q= after a pause in typing. Typing replaces the
// history entry so Back is not flooded; a tag click pushes one, like the link it stands in for.
import type { FeedFilters, PlaylistSearch } from '@sonic-nexus/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { feedSearchParams, normalizeQuery, readFeedSearch } from './feed-filters';

const SEARCH_PAUSE_MS = 300;

export interface FeedSearchControl {
  /** The search in the address: what the feed shows. */
  search: PlaylistSearch;
  /** The search box's text, possibly not written yet. */
  draft: string;
  /** True while the box holds text the address does not have yet. */
  draftPending: boolean;
  setDraft: (text: string) => void;
  /** Writes the draft now (Enter). */
  commitDraft: () => void;
  /** Tag and platform from the panel; the search text stays. */
  setFilters: (filters: FeedFilters) => void;
  /** A #tag clicked on a card: narrows the current search. */
  chooseTag: (tag: string) => void;
  /** Clears q, tag and platform (the panel's Clear). */
  clear: () => void;
}

export function useFeedSearch(): FeedSearchControl {
  const [params, setParams] = useSearchParams();
  const search = readFeedSearch(params);
  const addressQ = search.q ?? '';
  const [draft, setDraftText] = useState(addressQ);
  // The q this page last wrote or adopted; an address q that differs came from elsewhere.
  const known = useRef(addressQ);

  // Back, Forward, Clear or a link changed ?q=: the box shows it (its own writes are not echoed,
  // so text typed while a write is under way is never overwritten).
  useEffect(() => {
    if (addressQ === known.current) return;
    known.current = addressQ;
    setDraftText(addressQ);
  }, [addressQ]);

  const writeQ = useCallback(
    (q: string) => {
      known.current = q;
      setParams((current) => feedSearchParams({ ...readFeedSearch(current), q }), { replace: true });
    },
    [setParams],
  );

  useEffect(() => {
    const q = normalizeQuery(draft);
    if (q === known.current) return undefined;
    const timer = setTimeout(() => writeQ(q), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, writeQ]);

  return {
    search,
    draft,
    draftPending: normalizeQuery(draft) !== addressQ,
    setDraft: setDraftText,
    commitDraft: () => {
      const q = normalizeQuery(draft);
      if (q !== addressQ) writeQ(q);
    },
    setFilters: (filters) => setParams(feedSearchParams({ ...filters, q: search.q }), { replace: true }),
    chooseTag: (tag) => setParams(feedSearchParams({ ...search, tag })),
    clear: () => {
      known.current = '';
      setDraftText('');
      setParams(new URLSearchParams(), { replace: true });
    },
  };
}
