// Follow/Following (spec §2, §4): for a signed-in viewer of someone else's profile; '...' while
// the status loads or a change is pending. The toasts are spec §8's.
import { useFollow, useFollowingStatus } from '@sonic-nexus/api-client';
import { errorToasts, successToasts } from '@sonic-nexus/contract';
import { showFailureToast, showToast } from '@sonic-nexus/ui';
import { Button } from 'antd';

export function FollowButton({ userId, username }: { userId: number; username: string }) {
  const status = useFollowingStatus(userId, true);
  const follow = useFollow(userId);
  const isFollowing = status.data === true;
  const busy = status.isPending || follow.isPending;

  const toggle = () => {
    // Not disabled while busy: a disabled button would drop the keyboard focus.
    if (busy) return;
    const wantFollow = !isFollowing;
    follow.mutateAsync(wantFollow).then(
      () => showToast({ description: (wantFollow ? successToasts.followed : successToasts.unfollowed).text }),
      (error: unknown) => showFailureToast(wantFollow ? errorToasts.follow : errorToasts.unfollow, error),
    );
  };

  return (
    <Button
      type={isFollowing ? 'default' : 'primary'}
      disabled={status.isError}
      aria-busy={busy}
      title={isFollowing ? `Unfollow ${username}` : `Follow ${username}`}
      onClick={toggle}
      data-testid="follow-button"
      data-following={isFollowing}
      style={{ minWidth: 110 }}
    >
      {busy ? '...' : isFollowing ? 'Following' : 'Follow'}
    </Button>
  );
}
