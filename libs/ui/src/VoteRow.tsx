// Fire / thumbs up / trash (spec §2, §4): the current vote highlighted, disabled while pending,
// 2-second feedback after a vote, greyed counts for visitors, and the §8 failure toasts.
import { useCastVote, useCurrentUser, type Playlist } from '@sonic-nexus/api-client';
import { VOTE_FEEDBACK_MS, VOTE_TYPES, type VoteResult, type VoteType } from '@sonic-nexus/contract';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { showToast } from './toast';
import { visuallyHidden } from './visually-hidden';
import { voteFailureToast, voteFeedback, voteKindLabels as labels, voteLabel } from './vote-feedback';
import { Flex } from './Flex';
import { VoteIcon } from './icons/VoteIcon';
import { Typography } from './Typography';

function countOf(source: Pick<VoteResult, 'fireVotes' | 'thumbsUpVotes' | 'trashVotes'>, type: VoteType) {
  if (type === 'fire') return source.fireVotes;
  return type === 'thumbs_up' ? source.thumbsUpVotes : source.trashVotes;
}

interface VoteRowProps {
  playlist: Playlist;
  userVote?: VoteType | null;
  /** Given on the history screen: fire on a fire-voted playlist asks to remove it instead (spec §4). */
  onFireRemove?: () => void;
}

export function VoteRow({ playlist, userVote = null, onFireRemove }: VoteRowProps) {
  const { data: user } = useCurrentUser();
  const cast = useCastVote();
  // The cast's answer is shown until fresher data for this playlist arrives.
  const [latest, setLatest] = useState<VoteResult | null>(null);
  const [feedback, setFeedback] = useState<VoteType | null>(null);
  // Fresher data for the playlist (or the user's vote) replaces the cast's answer, in this render.
  const [shownFor, setShownFor] = useState({ playlist, userVote });
  if (shownFor.playlist !== playlist || shownFor.userVote !== userVote) {
    setShownFor({ playlist, userVote });
    setLatest(null);
  }
  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => setFeedback(null), VOTE_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  const counts = latest ?? playlist;
  const current = latest ? latest.userVote : userVote;

  const vote = (voteType: VoteType) => {
    if (voteType === 'fire' && current === 'fire' && onFireRemove) return onFireRemove();
    cast.mutate(
      { playlistId: playlist.id, voteType, previousVote: current },
      {
        onSuccess: (result) => {
          setLatest(result);
          setFeedback(result.userVote === voteType ? voteType : null);
        },
        onError: (error) => showToast({ ...voteFailureToast(error, user ?? null), variant: 'destructive' }),
      },
    );
  };

  if (!user) {
    return (
      <Flex vertical gap={4} data-testid="vote-row" data-guest="true">
        {/* Greyed by colour, not opacity: half-transparent counts fell to 1.9:1 contrast. */}
        <ul aria-label="Votes" style={{ display: 'flex', gap: 16, margin: 0, padding: 0, listStyle: 'none' }}>
          {VOTE_TYPES.map((type) => (
            <li key={type}>
              <Typography.Text type="secondary">
                <VoteIcon type={type} />{' '}
                <span data-testid={`vote-count-${type}`}>{countOf(counts, type)}</span>
                <span style={visuallyHidden}> {labels[type]}</span>
              </Typography.Text>
            </li>
          ))}
        </ul>
        <Typography.Text type="secondary">Login to vote on this playlist</Typography.Text>
      </Flex>
    );
  }

  return (
    <Flex vertical gap={6} data-testid="vote-row">
      <Flex gap={8} wrap>
        {VOTE_TYPES.map((type) => (
          <Button
            key={type}
            type={current === type ? 'primary' : 'default'}
            aria-pressed={current === type}
            aria-label={voteLabel(type, countOf(counts, type))}
            disabled={cast.isPending}
            onClick={() => vote(type)}
            data-testid={`vote-${type}`}
            icon={<VoteIcon type={type} />}
          >
            <span data-testid={`vote-count-${type}`}>{countOf(counts, type)}</span>
          </Button>
        ))}
      </Flex>
      {feedback ? (
        <div data-testid="vote-feedback" role="status">
          <Typography.Text strong>{voteFeedback[feedback].title}</Typography.Text>{' '}
          <Typography.Text type="secondary">{voteFeedback[feedback].text}</Typography.Text>
        </div>
      ) : null}
    </Flex>
  );
}
