// /auth (spec §2, §4): Login and Register tabs, and Verify Email once a registration answered with
// a message or a login was refused for an unverified email. A visitor who arrives signed in goes to /.
// A guest sent here by a signed-in page (`/auth?next=/top-100`) is told why, and a login takes them
// back there (only to a path on this site: safeReturnPath).
import { useCurrentUser } from '@sonic-nexus/api-client';
import { PRODUCT_NAME, RETURN_PATH_PARAM, safeReturnPath, signInReason } from '@sonic-nexus/contract';
import { Card, Flex, Typography } from '@sonic-nexus/ui';
import { Alert, Button, Tabs } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { VerifyEmailPanel } from './VerifyEmailPanel';

type AuthTab = 'login' | 'register' | 'verify';

interface VerifyState {
  message: string | null;
  prefill: string;
  /** Remounts the panel so a new prefill replaces what was typed. */
  key: number;
}

export function AuthPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { data: user, isPending } = useCurrentUser();
  const [tab, setTab] = useState<AuthTab>(searchParams.get('tab') === 'register' ? 'register' : 'login');
  const [verify, setVerify] = useState<VerifyState | null>(null);
  // A session created on this page (login, register) is not a signed-in visit to redirect.
  const [signingIn, setSigningIn] = useState(false);
  const returnPath = safeReturnPath(searchParams.get(RETURN_PATH_PARAM));

  if (!isPending && user && !signingIn) return <Navigate to={returnPath ?? '/'} replace />;

  const showVerify = (message: string | null, prefill: string) => {
    setVerify((current) => ({ message, prefill, key: (current?.key ?? 0) + 1 }));
    setTab('verify');
  };

  const items = [
    {
      key: 'login',
      label: <span data-testid="login-tab">Login</span>,
      children: (
        <LoginForm
          returnPath={returnPath ?? '/'}
          onSigningIn={setSigningIn}
          onNeedsVerification={(username) => showVerify(null, username)}
        />
      ),
    },
    {
      key: 'register',
      label: <span data-testid="register-tab">Register</span>,
      children: (
        <RegisterForm onSigningIn={setSigningIn} onRegistered={(message) => showVerify(message, '')} />
      ),
    },
    ...(verify
      ? [
          {
            key: 'verify',
            label: <span data-testid="verify-tab">Verify Email</span>,
            children: (
              <VerifyEmailPanel key={verify.key} message={verify.message} initialValue={verify.prefill} />
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical align="center" gap={24} style={{ padding: '48px 16px' }} data-testid="auth-page">
      <Typography.Title level={1} style={{ margin: 0, fontSize: 30, textAlign: 'center' }}>
        Rate. Discover. Repeat.
      </Typography.Title>
      {returnPath ? (
        <Alert
          type="info"
          showIcon
          message={signInReason(returnPath)}
          style={{ width: '100%', maxWidth: 440 }}
          data-testid="auth-reason"
        />
      ) : null}
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Tabs activeKey={tab} onChange={(key) => setTab(key as AuthTab)} items={items} />
      </Card>
      <Button size="large" onClick={() => navigate('/')} data-testid="explore-button">
        Explore {PRODUCT_NAME} Universe
      </Button>
    </Flex>
  );
}
