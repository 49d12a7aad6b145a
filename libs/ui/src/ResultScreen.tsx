// antd's Result with a test id: Result drops data-* props, so the id sits on a wrapper.
import { Result, type ResultProps } from 'antd';

export function ResultScreen({ testId, ...result }: ResultProps & { testId: string }) {
  return (
    <div data-testid={testId}>
      <Result {...result} />
    </div>
  );
}
