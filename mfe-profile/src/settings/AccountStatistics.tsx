// Account Statistics grid (spec §2), from GET /api/users/{id}/stats.
import { useUserStats } from '@sonic-nexus/api-client';
import { cosmicColors, VoteIcon } from '@sonic-nexus/ui';
import { Alert, Button } from 'antd';
import { SectionCard } from './SectionCard';
import { statCells } from './stats-cells';

export function AccountStatistics({ userId }: { userId: number }) {
  const stats = useUserStats(userId);
  return (
    <SectionCard title="Account Statistics" testId="account-statistics-section">
      {stats.isError ? (
        <Alert
          type="error"
          showIcon
          message="Account statistics could not be loaded."
          action={
            <Button size="small" onClick={() => void stats.refetch()} data-testid="stats-retry">
              Retry
            </Button>
          }
        />
      ) : (
        <dl
          aria-busy={stats.isPending}
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
            gap: 12,
            margin: 0,
          }}
        >
          {statCells(stats.data).map((cell) => (
            <div
              key={cell.key}
              data-testid={`stat-${cell.key}`}
              style={{
                border: `1px solid ${cosmicColors.border}`,
                borderRadius: 10,
                padding: '12px 14px',
                display: 'flex',
                flexDirection: 'column-reverse',
                gap: 4,
              }}
            >
              <dt style={{ color: cosmicColors.muted, fontSize: 13 }}>
                {cell.vote ? (
                  <>
                    <VoteIcon type={cell.vote} />{' '}
                  </>
                ) : null}
                {cell.label}
              </dt>
              <dd style={{ margin: 0, fontSize: 24, fontWeight: 700 }} data-testid="stat-value">
                {cell.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </SectionCard>
  );
}
