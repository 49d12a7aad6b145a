import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';

export function BackToFeedButton() {
  const navigate = useNavigate();
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/')} data-testid="back-to-feed">
      Back to Feed
    </Button>
  );
}
