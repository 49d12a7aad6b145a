// Live check of a pasted playlist URL (spec §5): only above PREVIEW_MIN_URL_LENGTH characters,
// no retry, and an HTTP error counts as unsupported.
import { apiRoutes, PREVIEW_MIN_URL_LENGTH, type Preview } from '@sonic-nexus/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from './call-route';
import { queryKeys } from './query-keys';

const unsupported: Preview = { isSupported: false, platform: null, embedUrl: null };

export function fetchPreview(url: string, signal?: AbortSignal): Promise<Preview> {
  return callRoute(apiRoutes.previewPlaylist, { query: { url }, signal }).catch(() => unsupported);
}

export function shouldPreview(url: string): boolean {
  return url.trim().length > PREVIEW_MIN_URL_LENGTH;
}

export function usePlaylistPreview(url: string) {
  const trimmed = url.trim();
  return useQuery({
    queryKey: queryKeys.preview(trimmed),
    queryFn: ({ signal }) => fetchPreview(trimmed, signal),
    enabled: shouldPreview(trimmed),
    retry: false,
  });
}
