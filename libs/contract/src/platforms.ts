// Platforms of spec §1: the four supported values and their labels; anything else shows its raw name.
export const PLATFORMS = ['spotify', 'apple', 'youtube', 'soundcloud'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const PLATFORM_LABELS: Record<Platform, string> = {
  spotify: 'Spotify',
  apple: 'Apple Music',
  youtube: 'YouTube Music',
  soundcloud: 'SoundCloud',
};

function isPlatform(value: string): value is Platform {
  return (PLATFORMS as readonly string[]).includes(value);
}

export function platformLabel(value: string): string {
  return isPlatform(value) ? PLATFORM_LABELS[value] : value;
}
