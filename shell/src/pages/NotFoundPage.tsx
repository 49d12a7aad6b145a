// Any path outside the route table (spec §2).
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div data-testid="not-found-page">
      <Result
        status="404"
        title="404 Page Not Found"
        subTitle="Did you forget to add the page to the router?"
        extra={<Button onClick={() => navigate('/')}>Home</Button>}
      />
    </div>
  );
}
