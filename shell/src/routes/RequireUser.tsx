// Guard of the protected routes (spec §2): a full-screen spinner while the user loads, anonymous
// visitors go to /auth, which tells them why and brings them back here after signing in. When not
// required it renders its children as they are, so the remote area below keeps the same place in
// the tree on every route.
import { useCurrentUser } from '@sonic-nexus/api-client';
import { authPathReturningTo } from '@sonic-nexus/contract';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Flex } from '@sonic-nexus/ui';

export function RequireUser({ required, children }: { required: boolean; children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  const { pathname, search } = useLocation();
  if (!required) return children;
  if (isPending) {
    return (
      <Flex
        justify="center"
        align="center"
        data-testid="auth-loading"
        style={{ position: 'fixed', inset: 0, zIndex: 900, background: 'rgba(7, 4, 20, 0.7)' }}
      >
        <Spin size="large" />
      </Flex>
    );
  }
  if (!user) return <Navigate to={authPathReturningTo(`${pathname}${search}`)} replace />;
  return children;
}
