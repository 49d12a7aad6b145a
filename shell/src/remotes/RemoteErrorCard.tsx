// What an area shows when its remote cannot be loaded or crashes; Retry really loads it again.
import { ResultScreen } from '@sonic-nexus/ui';
import { Button } from 'antd';
import type { RemoteAreaName } from './remote-areas';

export function RemoteErrorCard({ area, onRetry }: { area: RemoteAreaName; onRetry: () => void }) {
  return (
    <ResultScreen
      testId={`remote-error-${area}`}
      status="error"
      title="This part of Sonic Nexus is unavailable"
      subTitle="Please try again in a moment. The rest of the site keeps working."
      extra={
        <Button type="primary" onClick={onRetry} data-testid={`remote-retry-${area}`}>
          Retry
        </Button>
      }
    />
  );
}
