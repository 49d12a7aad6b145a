// antd's Result with a test id: Result drops data-* props, so the id sits on a wrapper. Result is
// only for rare screens (a failed load, a spent link): its code is downloaded when one is shown.
import type { ResultProps } from 'antd';
import { lazy, Suspense } from 'react';

const Result = lazy(() => import('./antd-result'));

export function ResultScreen({ testId, ...result }: ResultProps & { testId: string }) {
  return (
    <div data-testid={testId}>
      <Suspense fallback={null}>
        <Result {...result} />
      </Suspense>
    </div>
  );
}
