// Exposed as mfe_profile/ProfileRoutes. Absolute paths, same table in the shell and standalone.
// Followers and Notifications show only their titles so far.
import { TitledPage } from '@sonic-nexus/ui';
import { Route, Routes } from 'react-router-dom';
import { AccountSettingsPage } from './AccountSettingsPage';
import { PublicProfilePage } from './PublicProfilePage';

export default function ProfileRoutes() {
  return (
    <Routes>
      <Route path="/profile" element={<AccountSettingsPage />} />
      <Route path="/users/:userId" element={<PublicProfilePage />} />
      <Route path="/followers" element={<TitledPage title="Your Followers" testId="followers-page" />} />
      <Route
        path="/notifications"
        element={<TitledPage title="Notifications" testId="notifications-page" />}
      />
      <Route path="*" element={null} />
    </Routes>
  );
}
