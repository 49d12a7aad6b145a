// 'Remove from Fire History?' (spec §2, §4): confirming toggles the fire vote off; the dialog
// closes whether that works or not, and a failure is silently ignored.
import { useCastVote, type Playlist } from '@sonic-nexus/api-client';
import { ConfirmDialog, Typography } from '@sonic-nexus/ui';

export function RemoveFireDialog({ playlist, onClose }: { playlist: Playlist | null; onClose: () => void }) {
  const cast = useCastVote();
  const remove = () => {
    if (!playlist) return;
    cast
      .mutateAsync({ playlistId: playlist.id, voteType: 'fire', previousVote: 'fire' })
      .catch(() => undefined)
      .finally(onClose);
  };
  return (
    <ConfirmDialog
      open={playlist !== null}
      title="Remove from Fire History?"
      confirmLabel="Remove from History"
      pending={cast.isPending}
      onConfirm={remove}
      onCancel={onClose}
      testId="remove-fire"
      dialogTestId="remove-fire-dialog"
    >
      <Typography.Paragraph>
        &ldquo;{playlist?.title}&rdquo; will be removed from your fire history. You can add it back anytime by
        voting fire on it again.
      </Typography.Paragraph>
    </ConfirmDialog>
  );
}
