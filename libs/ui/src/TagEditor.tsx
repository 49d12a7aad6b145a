// The owner's tag editor on a card (spec §4): Save ('Saving...') or Cancel; after a save the
// editor closes, drops the draft and the typed text, and the playlists refresh.
import { useUpdateTags } from '@sonic-nexus/api-client';
import { errorToasts, successToasts } from '@sonic-nexus/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { TagInput } from './TagInput';
import { showFailureToast, showMessageToast } from './toast';
import { Flex } from './Flex';

interface TagEditorProps {
  playlistId: string;
  initialTags: string[];
  onClose: () => void;
}

export function TagEditor({ playlistId, initialTags, onClose }: TagEditorProps) {
  const [tags, setTags] = useState(initialTags);
  const [draft, setDraft] = useState('');
  const update = useUpdateTags(playlistId);

  const save = () =>
    update.mutate(tags, {
      onSuccess: () => {
        setTags([]);
        setDraft('');
        showMessageToast(successToasts.tagsUpdated);
        onClose();
      },
      onError: (error) => showFailureToast(errorToasts.updateTags, error),
    });

  return (
    <Flex vertical gap={8} data-testid="tag-editor">
      <TagInput
        tags={tags}
        onChange={setTags}
        draft={draft}
        onDraftChange={setDraft}
        disabled={update.isPending}
      />
      <Flex gap={8}>
        <Button type="primary" onClick={save} disabled={update.isPending} data-testid="tag-save">
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button onClick={onClose} disabled={update.isPending} data-testid="tag-cancel">
          Cancel
        </Button>
      </Flex>
    </Flex>
  );
}
