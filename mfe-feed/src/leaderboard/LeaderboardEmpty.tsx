// An empty leaderboard (spec §2), on the home card and on Top 100 alike.
import { EmptyState } from '../common/EmptyState';

export function LeaderboardEmpty({ testId }: { testId: string }) {
  return (
    <EmptyState testId={testId} title="No playlists yet!" hint="Submit playlists to see the leaderboard" />
  );
}
