// The rank column: a named badge for ranks 1-5, a plain number otherwise.
import { Tag } from 'antd';
import { rankBadge } from './rank-badges';
import { SvgIcon, Typography } from '@sonic-nexus/ui';

export function RankMarker({ rank }: { rank: number }) {
  const badge = rankBadge(rank);
  if (!badge) {
    return (
      <Typography.Text strong data-testid="rank-number" style={{ minWidth: 28, textAlign: 'center' }}>
        {rank}
      </Typography.Text>
    );
  }
  return (
    <Tag color={badge.color} style={{ color: '#140b33', fontWeight: 600 }} data-testid="rank-badge">
      <SvgIcon definition={badge.icon} /> #{rank} {badge.name}
    </Tag>
  );
}
