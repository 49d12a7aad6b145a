// The owner's Edit menu (spec §2): edit tags ('+ Add tags' when there are none) and delete, which
// asks for confirmation first.
import { EditOutlined } from '@ant-design/icons';
import { useDeletePlaylist } from '@sonic-nexus/api-client';
import { errorToasts, successToasts } from '@sonic-nexus/contract';
import { App, Button, Dropdown, type MenuProps } from 'antd';
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
  const { modal } = App.useApp();
  const remove = useDeletePlaylist(playlistId);

  const confirmDelete = () =>
    modal.confirm({
      title: 'Delete playlist',
      content: DELETE_CONFIRMATION,
      okText: 'Delete',
      okButtonProps: { danger: true },
      // Enter on an opened dialog must never delete: focus starts on Cancel.
      autoFocusButton: 'cancel',
      cancelText: 'Cancel',
      onOk: () =>
        remove.mutateAsync().then(
          () => {
            showMessageToast(successToasts.playlistDeleted);
            onDeleted?.();
          },
          (error: unknown) => showFailureToast(errorToasts.deletePlaylist, error),
        ),
    });

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
    <Dropdown
      trigger={['click']}
      autoFocus
      getPopupContainer={popupBesideTrigger}
      menu={{ items, onClick: ({ key }) => (key === 'tags' ? onEditTags() : confirmDelete()) }}
    >
      <Button icon={<EditOutlined />} data-testid="edit-menu-button">
        Edit
      </Button>
    </Dropdown>
  );
}
