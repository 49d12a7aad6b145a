// Username (spec §2, §4): it can be changed once; after that only a note is shown.
import { serverMessage, useChangeUsername, type CurrentUser } from '@sonic-nexus/api-client';
import { changeUsernameBody, errorToasts, successToasts } from '@sonic-nexus/contract';
import { cosmicColors, Flex, showToast, Typography } from '@sonic-nexus/ui';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { SectionCard } from './SectionCard';

function ChangeUsernamePanel({ onClose }: { onClose: () => void }) {
  const change = useChangeUsername();
  const [newUsername, setNewUsername] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const parsed = changeUsernameBody.safeParse({ newUsername });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    // mutateAsync: the new user (usernameChanged) unmounts this panel before mutate callbacks would run.
    change.mutateAsync(parsed.data.newUsername).then(
      (user) => {
        showToast({
          title: successToasts.changeUsername.title,
          description: successToasts.changeUsername.text(user.username),
        });
        onClose();
      },
      (failure: unknown) =>
        showToast({ title: errorToasts.changeUsername.title, description: serverMessage(failure) }),
    );
  };

  return (
    <Form layout="vertical" onFinish={submit} data-testid="change-username-panel" style={{ marginTop: 16 }}>
      <Alert
        type="warning"
        showIcon
        message="⚠️ This can only be done once. Choose carefully!"
        style={{ marginBottom: 16 }}
      />
      <Form.Item
        label="New Username"
        htmlFor="new-username"
        validateStatus={error ? 'error' : undefined}
        help={error ?? undefined}
      >
        <Input
          id="new-username"
          value={newUsername}
          onChange={(event) => {
            setNewUsername(event.target.value);
            setError(null);
          }}
          data-testid="new-username-input"
        />
      </Form.Item>
      <Flex gap={8}>
        <Button
          type="primary"
          htmlType="submit"
          loading={change.isPending}
          data-testid="change-username-submit"
        >
          Change Username
        </Button>
        <Button onClick={onClose} data-testid="change-username-cancel">
          Cancel
        </Button>
      </Flex>
    </Form>
  );
}

export function UsernameSection({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  return (
    <SectionCard title="Username" testId="username-section">
      <Flex align="center" justify="space-between" gap={12} wrap>
        <Typography.Text strong style={{ fontSize: 18 }} data-testid="current-username">
          {user.username}
        </Typography.Text>
        {!user.usernameChanged && !open ? (
          <Button onClick={() => setOpen(true)} data-testid="change-username-button">
            Change Username
          </Button>
        ) : null}
      </Flex>
      {user.usernameChanged ? (
        <Typography.Paragraph
          style={{ color: cosmicColors.muted, marginTop: 8 }}
          data-testid="username-changed-note"
        >
          Username has already been changed once (no more changes allowed)
        </Typography.Paragraph>
      ) : null}
      {open && !user.usernameChanged ? <ChangeUsernamePanel onClose={() => setOpen(false)} /> : null}
    </SectionCard>
  );
}
