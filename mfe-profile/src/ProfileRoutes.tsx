// Exposed as mfe_profile/ProfileRoutes. Absolute paths, same table in the shell and standalone.
import { Route, Routes } from 'react-router';
import { AccountSettingsPage } from './settings/AccountSettingsPage';
import { FollowersPage } from './followers/FollowersPage';
import { NotificationsPage } from './notifications/NotificationsPage';
import { PublicProfilePage } from './profile/PublicProfilePage';

export default function ProfileRoutes() {
  return (
    <Routes>
      <Route path="/profile" element={<AccountSettingsPage />} />
      <Route path="/users/:userId" element={<PublicProfilePage />} />
      <Route path="/followers" element={<FollowersPage />} />
      <Route path="/notifications" element={<NotificationsPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
