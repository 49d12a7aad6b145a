// A list that failed to load: the spec's fetch error, the server's message under it when it sent
// one, and a Retry; never a bare status line, never an empty state that pretends there is nothing.
import { serverMessage } from '@sonic-nexus/api-client';
import { fetchErrors } from '@sonic-nexus/contract';
import { Alert, Button } from 'antd';

export function ListError({
  error,
  onRetry,
  retrying,
  testId,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  testId: string;
}) {
  return (
    <Alert
      type="error"
      showIcon
      data-testid={testId}
      message={fetchErrors.playlists}
      description={serverMessage(error)}
      action={
        <Button size="small" onClick={onRetry} loading={retrying} data-testid={`${testId}-retry`}>
          Retry
        </Button>
      }
    />
  );
}
