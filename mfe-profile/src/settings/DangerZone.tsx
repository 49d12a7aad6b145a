// Danger Zone (spec §2, §4): Delete Account behind a confirm dialog; success shows a toast and
// then signs the user out.
import { type CurrentUser, signedOut, useDeleteAccount, useLogout } from '@sonic-nexus/api-client';
import { errorToasts, successToasts } from '@sonic-nexus/contract';
import { ConfirmDialog, cosmicColors, showFailureToast, showMessageToast, Typography } from '@sonic-nexus/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SectionCard } from './SectionCard';

const dangerText = '#f87171';

const consequences = [
  'Your profile and all of your data',
  'All playlists you have uploaded',
  'Your vote history',
  'Your follower and following relationships',
];

export function DangerZone({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deleteAccount = useDeleteAccount();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');

  const confirm = () =>
    deleteAccount.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        showMessageToast(successToasts.accountDeleted);
        // The server already ended the session; logging out clears the user and refetches the rest.
        logout.mutateAsync().catch(() => signedOut(queryClient));
        navigate('/');
      },
      onError: (error) => showFailureToast(errorToasts.deleteAccount, error),
    });

  return (
    <SectionCard title="Danger Zone" style={{ borderColor: '#ef4444' }} testId="danger-zone">
      <Typography.Paragraph style={{ color: cosmicColors.muted }}>
        Deleting your account is permanent and cannot be undone.
      </Typography.Paragraph>
      <Button
        danger
        onClick={() => setOpen(true)}
        // antd's danger red is below 4.5:1 on the card panel; this lighter red is not.
        style={{ color: dangerText, borderColor: dangerText }}
        data-testid="delete-account-button"
      >
        Delete Account
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete Account"
        confirmLabel={deleteAccount.isPending ? 'Deleting...' : 'Yes, Delete Account'}
        pending={deleteAccount.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
        testId="delete-account"
      >
        <div data-testid="delete-account-dialog">
          <Typography.Paragraph>This will permanently remove:</Typography.Paragraph>
          <ul>
            {consequences.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <Typography.Paragraph strong>Type your username to confirm</Typography.Paragraph>
          <Input
            aria-label="Type your username to confirm"
            placeholder={user.username}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            data-testid="delete-account-username"
          />
        </div>
      </ConfirmDialog>
    </SectionCard>
  );
}
