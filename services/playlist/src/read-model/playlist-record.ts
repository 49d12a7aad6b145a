// The playlist as the use cases, the read model and the gRPC answers see it (the stored document
// without its outbox and tombstone).

export interface PlaylistRecord {
  id: string;
  title: string;
  description: string;
  platform: string;
  playlistUrl: string;
  embedUrl: string;
  albumArtUrls: string[];
  tags: string[];
  durationMinutes: number;
  trackCount: number;
  fireVotes: number;
  thumbsUpVotes: number;
  trashVotes: number;
  submittedBy: number;
  username: string;
  createdAt: Date;
  /** Version of this aggregate: 1 at creation, +1 per change; orders its playlist.* events. */
  version: number;
  /** Version of the last vote.changed applied; older or repeated tallies are ignored. */
  tallyVersion: number;
  /** What the platform's oEmbed said of the link (enrichment/); absent until it answered. */
  enrichment?: Enrichment;
}

/** A platform's own metadata of a playlist link; '' where it said nothing. */
export interface PlatformMetadata {
  title: string;
  /** oEmbed `author_name`: the most-played artist is counted from it. */
  artist: string;
  /** oEmbed `thumbnail_url`: the cover art, used when the submitter gave none. */
  thumbnailUrl: string;
}

export interface Enrichment extends PlatformMetadata {
  enrichedAt: Date;
}

export interface Tallies {
  fireVotes: number;
  thumbsUpVotes: number;
  trashVotes: number;
}

/** A feed filter; '' or absent means "any". Tags and platforms are stored lowercased. */
export interface PlaylistFilter {
  tag?: string;
  platform?: string;
}
