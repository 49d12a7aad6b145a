// Any path outside the route table (spec §2).
import { ResultScreen } from '@sonic-nexus/ui';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <ResultScreen
      testId="not-found-page"
      status="404"
      title="404 Page Not Found"
      subTitle="Did you forget to add the page to the router?"
      extra={<Button onClick={() => navigate('/')}>Home</Button>}
    />
  );
}
