// The live preview verdict under the URL field (spec §5).
import { previewMessages } from '@sonic-nexus/contract';
import { Flex, Typography } from '@sonic-nexus/ui';

export type PreviewState = 'idle' | 'pending' | 'valid' | 'unsupported';

export function UrlPreviewStatus({ state }: { state: PreviewState }) {
  if (state === 'valid') {
    return (
      <Typography.Text type="success" data-testid="preview-valid">
        ✓ {previewMessages.valid}
      </Typography.Text>
    );
  }
  if (state === 'unsupported') {
    return (
      <Flex vertical data-testid="preview-unsupported">
        <Typography.Text type="danger">{previewMessages.unsupported}</Typography.Text>
        <Typography.Text type="secondary">{previewMessages.supportedList}</Typography.Text>
      </Flex>
    );
  }
  if (state === 'pending') {
    return (
      <Typography.Text type="secondary" data-testid="preview-pending">
        Checking playlist URL...
      </Typography.Text>
    );
  }
  return null;
}
