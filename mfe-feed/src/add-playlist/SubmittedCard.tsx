// After a successful submission (spec §2): the new playlist with 0 fire and 0 trash votes.
import type { Playlist } from '@sonic-nexus/api-client';
import RocketFilled from '@ant-design/icons-svg/es/asn/RocketFilled';
import { Card, cosmicColors, Flex, SvgIcon, Typography, VoteIcon } from '@sonic-nexus/ui';
import { Button } from 'antd';

export function SubmittedCard({ playlist, onContinue }: { playlist: Playlist; onContinue: () => void }) {
  return (
    <Card data-testid="playlist-submitted" style={{ textAlign: 'center' }}>
      <Typography.Title level={3}>
        <SvgIcon definition={RocketFilled} style={{ color: cosmicColors.lavender }} /> Playlist Submitted!
      </Typography.Title>
      <Typography.Paragraph strong>{playlist.title}</Typography.Paragraph>
      <Flex justify="center" gap={24} style={{ marginBottom: 16 }}>
        <Typography.Text data-testid="submitted-fire">
          <VoteIcon type="fire" /> {playlist.fireVotes} fire votes
        </Typography.Text>
        <Typography.Text data-testid="submitted-trash">
          <VoteIcon type="trash" /> {playlist.trashVotes} trash votes
        </Typography.Text>
      </Flex>
      <Button type="primary" onClick={onContinue} data-testid="continue-to-feed">
        Continue to Feed
      </Button>
    </Card>
  );
}
