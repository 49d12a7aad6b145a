// Profile Picture (spec §2): the picture or the username's first letter, Upload/Change Picture,
// Remove when a picture exists, and the formats hint. Uploads go through the multipart call
// (spec §7: the settings screen's upload).
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useRemovePicture, type CurrentUser } from '@sonic-nexus/api-client';
import { errorToasts, pictureMessages, successToasts } from '@sonic-nexus/contract';
import { Avatar, cosmicColors, Flex, showFailureToast, showToast, Typography } from '@sonic-nexus/ui';
import { Button } from 'antd';
import { useRef } from 'react';
import { PictureFileInput, type PictureFileInputHandle } from '../picture/PictureFileInput';
import { usePictureUpload } from '../picture/use-picture-upload';
import { SectionCard } from './SectionCard';

export function ProfilePictureSection({ user }: { user: CurrentUser }) {
  const input = useRef<PictureFileInputHandle>(null);
  const upload = usePictureUpload({ flow: 'direct', settingsToasts: true });
  const remove = useRemovePicture();
  const hasPicture = user.profilePictureUrl !== '';

  const removePicture = () =>
    remove.mutateAsync().then(
      () => showToast({ description: successToasts.pictureUpdated.text }),
      (error: unknown) => showFailureToast(errorToasts.updatePicture, error),
    );

  return (
    <SectionCard title="Profile Picture" testId="profile-picture-section">
      <Flex align="center" gap={20} wrap>
        <div data-testid="settings-avatar" data-has-picture={hasPicture}>
          <Avatar username={user.username} pictureUrl={user.profilePictureUrl} size={96} />
        </div>
        <Flex vertical gap={10} style={{ flex: '1 1 220px' }}>
          <Flex gap={8} wrap>
            <Button
              type="primary"
              icon={<UploadOutlined />}
              loading={upload.pending}
              disabled={remove.isPending}
              onClick={() => input.current?.open()}
              aria-describedby="picture-hint"
              data-testid="upload-picture-button"
            >
              {hasPicture ? 'Change Picture' : 'Upload Picture'}
            </Button>
            {hasPicture ? (
              <Button
                icon={<DeleteOutlined />}
                loading={remove.isPending}
                disabled={upload.pending}
                onClick={removePicture}
                data-testid="remove-picture-button"
              >
                Remove
              </Button>
            ) : null}
          </Flex>
          <Typography.Text style={{ color: cosmicColors.muted }} id="picture-hint" data-testid="picture-hint">
            {pictureMessages.hintSettings}
          </Typography.Text>
        </Flex>
      </Flex>
      <PictureFileInput
        ref={input}
        onChosen={upload.choose}
        label="Profile picture file"
        testId="picture-file-input"
      />
    </SectionCard>
  );
}
