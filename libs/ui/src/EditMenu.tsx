// The owner's Edit menu (spec §2): edit tags ('+ Add tags' when there are none) and delete, which
// asks for confirmation first (focus starts on Cancel: Enter on the opened dialog never deletes).
import { EditOutlined } from '@ant-design/icons';
import { useDeletePlaylist } from '@sonic-nexus/api-client';
import { errorToasts, successToasts } from '@sonic-nexus/contract';
import { Button, type MenuProps } from 'antd';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { LazyDropdown } from './LazyDropdown';
import { cosmicColors } from './cosmic-theme';
import { popupBesideTrigger } from './popup-container';
import { showFailureToast, showMessageToast } from './toast';

const DELETE_CONFIRMATION = 'Are you sure you want to delete this playlist? This action cannot be undone.';

interface EditMenuProps {
  playlistId: string;
  hasTags: boolean;
  onEditTags: () => void;
  onDeleted?: () => void;
}

export function EditMenu({ playlistId, hasTags, onEditTags, onDeleted }: EditMenuProps) {
  const remove = useDeletePlaylist(playlistId);
  const [confirming, setConfirming] = useState(false);

  // mutateAsync, not mutate's callbacks: those are dropped when the component unmounts, and the
  // refreshed list may remove this card (and its menu) before the deletion is answered here.
  const deletePlaylist = () =>
    remove.mutateAsync().then(
      () => {
        setConfirming(false);
        showMessageToast(successToasts.playlistDeleted);
        onDeleted?.();
      },
      (error: unknown) => {
        setConfirming(false);
        showFailureToast(errorToasts.deletePlaylist, error);
      },
    );

  const items: MenuProps['items'] = [
    { key: 'tags', label: <span data-testid="edit-tags">{hasTags ? 'Edit tags' : '+ Add tags'}</span> },
    {
      key: 'delete',
      // Light red text rather than antd's `danger` item: its red reads 4.4:1 on the menu, and
      // white on its hover red 4.4:1 too; this is 6.8:1 and keeps the usual hover.
      label: (
        <span style={{ color: cosmicColors.dangerText }} data-testid="delete-playlist">
          Delete playlist
        </span>
      ),
    },
  ];
  return (
    <>
      <LazyDropdown
        trigger={['click']}
        autoFocus
        getPopupContainer={popupBesideTrigger}
        menu={{ items, onClick: ({ key }) => (key === 'tags' ? onEditTags() : setConfirming(true)) }}
      >
        <Button icon={<EditOutlined />} data-testid="edit-menu-button">
          Edit
        </Button>
      </LazyDropdown>
      <ConfirmDialog
        open={confirming}
        title="Delete playlist"
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={deletePlaylist}
        onCancel={() => setConfirming(false)}
        testId="delete-playlist-dialog"
      >
        {DELETE_CONFIRMATION}
      </ConfirmDialog>
    </>
  );
}
