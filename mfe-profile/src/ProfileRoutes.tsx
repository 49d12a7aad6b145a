// Exposed as mfe_profile/ProfileRoutes. Absolute paths, same table in the shell and standalone.
import { PlaceholderPage } from '@sonic-nexus/ui';
import { Route, Routes } from 'react-router-dom';
import { AccountSettingsPage } from './AccountSettingsPage';
import { PublicProfilePage } from './PublicProfilePage';

export default function ProfileRoutes() {
  return (
    <Routes>
      <Route path="/profile" element={<AccountSettingsPage />} />
      <Route path="/users/:userId" element={<PublicProfilePage />} />
      <Route path="/followers" element={<PlaceholderPage title="Your Followers" testId="followers-page" />} />
      <Route
        path="/notifications"
        element={<PlaceholderPage title="Notifications" testId="notifications-page" />}
      />
      <Route path="*" element={null} />
    </Routes>
  );
}
