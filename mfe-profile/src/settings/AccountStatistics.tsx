// Account Statistics grid (spec §2), from GET /api/users/{id}/stats.
import { useUserStats } from '@sonic-nexus/api-client';
import { cosmicColors, VoteIcon } from '@sonic-nexus/ui';
import { Alert, Button } from 'antd';
import { SectionCard } from './SectionCard';
import { statCells } from './stats-cells';

const STAT_GAP = 12;

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
            // 3 columns at most (so the six counts fill two rows), fewer where 140 px ones do not fit.
            gridTemplateColumns: `repeat(auto-fit, minmax(max(140px, calc((100% - ${2 * STAT_GAP}px) / 3)), 1fr))`,
            gap: STAT_GAP,
            margin: 0,
          }}
        >
          {statCells(stats.data).map((cell) => (
            <div
              key={cell.key}
              data-testid={`stat-${cell.key}`}
              style={{
                gridColumn: cell.summary ? '1 / -1' : undefined,
                border: `1px solid ${cosmicColors.border}`,
                borderRadius: 10,
                padding: '12px 14px',
                display: 'flex',
                flexDirection: 'column-reverse',
                // Reversed, flex-end is the top: the value sits at the top of a tile taller than
                // its content (its row-mate's label wrapped), level with its row-mate's.
                justifyContent: 'flex-end',
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
