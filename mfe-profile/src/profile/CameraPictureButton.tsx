// On one's own profile (spec §2): a camera button over the avatar that uploads a new picture
// through a signed upload URL (spec §7), with the note on what may be chosen.
import { CameraOutlined } from '@ant-design/icons';
import { pictureMessages } from '@sonic-nexus/contract';
import { Button } from 'antd';
import { useRef } from 'react';
import { PictureFileInput, type PictureFileInputHandle } from '../picture/PictureFileInput';
import { usePictureUpload } from '../picture/use-picture-upload';

export const PICTURE_NOTE_ID = 'profile-picture-note';

export function CameraPictureButton() {
  const input = useRef<PictureFileInputHandle>(null);
  const upload = usePictureUpload({ flow: 'upload-url', settingsToasts: false });
  return (
    <>
      <Button
        shape="circle"
        type="primary"
        icon={<CameraOutlined />}
        loading={upload.pending}
        aria-label="Change profile picture"
        aria-describedby={PICTURE_NOTE_ID}
        title={pictureMessages.hintPublic}
        onClick={() => input.current?.open()}
        data-testid="camera-button"
        style={{ position: 'absolute', right: -4, bottom: -4 }}
      />
      <PictureFileInput
        ref={input}
        onChosen={upload.choose}
        label="Profile picture file"
        testId="profile-picture-input"
      />
    </>
  );
}
