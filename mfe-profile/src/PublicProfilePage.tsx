// Public user profile (/users/:userId); a titled placeholder until the profile issue.
import { PlaceholderPage } from '@sonic-nexus/ui';
import { Typography } from 'antd';
import { useParams } from 'react-router-dom';

export function PublicProfilePage() {
  const { userId } = useParams();
  return (
    <PlaceholderPage title="User Profile" testId="public-profile-page">
      <Typography.Text type="secondary">User #{userId}</Typography.Text>
    </PlaceholderPage>
  );
}
