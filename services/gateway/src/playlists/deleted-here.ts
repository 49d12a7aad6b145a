// The playlists deleted through this gateway in the last seconds. The vote service learns of a
// deletion from playlist.deleted, milliseconds later; a vote sent through this gateway in between
// must still get the 404 the user expects after their own deletion (read your own writes).
// Through another gateway replica the window is that event's latency.
const REMEMBER_MS = 10_000;
const MAX_ENTRIES = 10_000;

export class DeletedHere {
  private readonly until = new Map<string, number>();

  mark(playlistId: string): void {
    if (this.until.size >= MAX_ENTRIES) this.forgetExpired();
    if (this.until.size >= MAX_ENTRIES) this.until.delete(this.until.keys().next().value as string);
    this.until.set(playlistId, Date.now() + REMEMBER_MS);
  }

  has(playlistId: string): boolean {
    const until = this.until.get(playlistId);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.until.delete(playlistId);
    return false;
  }

  private forgetExpired(): void {
    const now = Date.now();
    for (const [id, until] of this.until) if (until <= now) this.until.delete(id);
  }
}
