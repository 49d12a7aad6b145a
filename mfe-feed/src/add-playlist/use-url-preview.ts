// The preview check of the URL field: debounced while typing, run only above 10 characters,
// never retried; an HTTP error counts as unsupported (spec §5, §7).
import { shouldPreview, usePlaylistPreview } from '@sonic-nexus/api-client';
import { useEffect, useState } from 'react';
import type { PreviewState } from './UrlPreviewStatus';

const TYPING_PAUSE_MS = 300;

export function useUrlPreview(url: string): PreviewState {
  const [settled, setSettled] = useState(url);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(url), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [url]);
  const preview = usePlaylistPreview(settled);
  if (!shouldPreview(url)) return 'idle';
  if (settled !== url || preview.isPending) return 'pending';
  return preview.data?.isSupported ? 'valid' : 'unsupported';
}
