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
