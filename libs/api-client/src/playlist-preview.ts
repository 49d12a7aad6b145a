// Live check of a pasted playlist URL (spec §5): only above PREVIEW_MIN_URL_LENGTH characters,
// no retry, and an HTTP error counts as unsupported.
import { PREVIEW_MIN_URL_LENGTH, type Preview } from '@sonic-nexus/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-fetch';

const unsupported: Preview = { isSupported: false, platform: null, embedUrl: null };

export function previewPath(url: string): string {
  return `/api/playlist-preview?url=${encodeURIComponent(url)}`;
}

export function shouldPreview(url: string): boolean {
  return url.trim().length > PREVIEW_MIN_URL_LENGTH;
}

export function usePlaylistPreview(url: string) {
  const trimmed = url.trim();
  return useQuery({
    queryKey: ['/api/playlist-preview', trimmed],
    queryFn: ({ signal }) => apiFetch<Preview>(previewPath(trimmed), { signal }).catch(() => unsupported),
    enabled: shouldPreview(trimmed),
    retry: false,
  });
}
