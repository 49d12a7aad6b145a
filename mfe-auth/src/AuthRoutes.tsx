// Exposed as mfe_auth/AuthRoutes. Absolute paths, same table in the shell and standalone.
import { PlaceholderPage } from '@sonic-nexus/ui';
import { Route, Routes } from 'react-router-dom';
import { AuthPage } from './AuthPage';

export default function AuthRoutes() {
  return (
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route
        path="/reset-password"
        element={<PlaceholderPage title="Reset Password" testId="reset-password-page" />}
      />
      <Route path="*" element={null} />
    </Routes>
  );
}
