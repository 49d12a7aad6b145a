// Vote feedback (spec §2, shown VOTE_FEEDBACK_MS) and the vote failure toasts (spec §8).
import { serverMessage } from '@sonic-nexus/api-client';
import { errorToasts, type VoteType } from '@sonic-nexus/contract';

export const voteFeedback: Record<VoteType, { title: string; text: string }> = {
  fire: { title: '🔥 +2 Slay Vote!', text: 'You gave this playlist a fire vote' },
  thumbs_up: { title: '⭐ +1 Like Vote!', text: 'You liked this playlist' },
  trash: { title: '🗑️ -1 Trash Vote!', text: 'You trashed this playlist' },
};

export const voteKindLabels: Record<VoteType, string> = {
  fire: 'Fire',
  thumbs_up: 'Thumbs up',
  trash: 'Trash',
};

/** A vote button's accessible name, count included: 'Fire, 3 votes' (the emoji alone says nothing). */
export function voteLabel(type: VoteType, count: number): string {
  return `${voteKindLabels[type]}, ${count} ${count === 1 ? 'vote' : 'votes'}`;
}

interface VoteFailureToast {
  title: string;
  description: string;
}

/** 'Email verification required' when the server asks for verification, or says the user must be
 *  logged in while a signed-in user is still unverified; 'Vote failed' otherwise. */
export function voteFailureToast(error: unknown, voter: { emailVerified: boolean } | null): VoteFailureToast {
  const message = serverMessage(error);
  const asksVerification = /verify (your )?email/i.test(message ?? '');
  const mustLogin = /you must be logged in to vote/i.test(message ?? '');
  if (asksVerification || (mustLogin && voter !== null && !voter.emailVerified)) {
    return { title: errorToasts.voteVerify.title, description: errorToasts.voteVerify.text };
  }
  return { title: errorToasts.vote.title, description: message ?? errorToasts.vote.fallback };
}
