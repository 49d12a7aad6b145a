// Exposed as mfe_auth/AuthRoutes. Absolute paths, same table in the shell and standalone.
import { Route, Routes } from 'react-router';
import { AuthPage } from './AuthPage';
import { ResetPasswordPage } from './ResetPasswordPage';

export default function AuthRoutes() {
  return (
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
