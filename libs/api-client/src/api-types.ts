// Answer shapes read by the hooks. They mirror libs/contract (schemas/user.ts, schemas/playlist.ts);
// switch to the contract's exported types once it publishes an index.

export interface CurrentUser {
  id: number;
  username: string;
  email: string;
  bio: string;
  profilePictureUrl: string;
  usernameChanged: boolean;
  emailVerified: boolean;
  createdAt: string;
}

export interface Playlist {
  id: string;
  title: string;
  description: string;
  platform: string;
  playlistUrl: string;
  albumArtUrls: string[];
  tags: string[];
  durationMinutes: number;
  trackCount: number;
  fireVotes: number;
  thumbsUpVotes: number;
  trashVotes: number;
  submittedBy: number;
  username: string | null;
  createdAt: string;
  embedUrl: string | null;
}

export interface FeedPage {
  playlists: Playlist[];
  hasMore: boolean;
  currentPage: number;
}
