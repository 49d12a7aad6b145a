// Words the seed composes playlists from, so feeds, tags and search look like a real community's.
// Tags are stored lowercased, at most 20 letters, digits, spaces or hyphens (libs/contract).

export const GENRES = [
  'lo-fi',
  'synthwave',
  'indie rock',
  'hip hop',
  'jazz',
  'techno',
  'house',
  'ambient',
  'drum and bass',
  'soul',
  'funk',
  'k-pop',
  'afrobeats',
  'reggaeton',
  'metal',
  'punk',
  'shoegaze',
  'folk',
  'country',
  'classical',
  'disco',
  'trip hop',
  'bossa nova',
  'dream pop',
  'grime',
  'city pop',
  'post-rock',
  'neo soul',
  'garage',
  'dub',
] as const;

export const MOODS = [
  'chill',
  'upbeat',
  'melancholy',
  'energetic',
  'mellow',
  'dark',
  'euphoric',
  'nostalgic',
  'dreamy',
  'moody',
  'feel good',
  'late night',
] as const;

export const ACTIVITIES = [
  'studying',
  'running',
  'coding',
  'cooking',
  'the gym',
  'road trips',
  'rainy days',
  'sunday mornings',
  'deep focus',
  'dinner parties',
  'the commute',
  'falling asleep',
] as const;

export const ACTIVITY_TAGS = [
  'study',
  'workout',
  'focus',
  'party',
  'sleep',
  'road trip',
  'summer',
  'rain',
] as const;

export const DECADES = ['70s', '80s', '90s', '2000s', '2010s'] as const;

export const PLACES = [
  'Tokyo',
  'Berlin',
  'Lagos',
  'Seoul',
  'Brooklyn',
  'Lisbon',
  'Mexico City',
  'London',
  'Paris',
  'Detroit',
  'Rio',
  'Stockholm',
] as const;

export const TIMES = ['Midnight', 'Sunrise', 'Golden Hour', 'After Hours', 'Afternoon', 'Twilight'] as const;

export const NOUNS = [
  'Drive',
  'Daydreams',
  'Essentials',
  'Anthems',
  'Grooves',
  'Vibes',
  'Sessions',
  'Heat',
  'Gems',
  'Odyssey',
  'Waves',
  'Rotation',
] as const;

export const ADJECTIVES = [
  'Hidden',
  'Neon',
  'Velvet',
  'Electric',
  'Cosmic',
  'Golden',
  'Lazy',
  'Midnight',
  'Analog',
  'Underground',
  'Fresh',
  'Timeless',
] as const;

export const DESCRIPTION_OPENINGS = [
  'Hand-picked over years of crate digging.',
  'Everything I have on repeat this month.',
  'Made this for a friend, now sharing it with everyone.',
  'No skips, I promise.',
  'A slow build from quiet openers to the loud stuff.',
  'Started as a road trip mix and kept growing.',
  'The tracks that got me through a long winter.',
  'Deep cuts and a few classics you already know.',
] as const;

export const DESCRIPTION_CLOSINGS = [
  'Best with headphones.',
  'Updated every Friday.',
  'Tell me what I missed.',
  'Play it loud.',
  'Shuffle off, start at the top.',
  'Perfect for {activity}.',
] as const;

export const CURATOR_SLUGS = [
  'nightshift-records',
  'velvet-static',
  'crate-digger',
  'soft-focus',
  'basement-tapes',
  'northern-lights',
  'sidewalk-sounds',
  'echo-chamber',
] as const;
