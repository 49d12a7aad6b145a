// Public user profile (/users/:userId): so far only its title and the user's id.
import { TitledPage } from '@sonic-nexus/ui';
import { Typography } from 'antd';
import { useParams } from 'react-router-dom';

export function PublicProfilePage() {
  const { userId } = useParams();
  return (
    <TitledPage title="User Profile" testId="public-profile-page">
      <Typography.Text type="secondary">User #{userId}</Typography.Text>
    </TitledPage>
  );
}
