// The detail page's Share: copies the page link; when the clipboard fails, a 'Share' toast shows
// the link instead (spec §2).
import { ShareAltOutlined } from '@ant-design/icons';
import { successToasts } from '@sonic-nexus/contract';
import { showMessageToast, showToast } from '@sonic-nexus/ui';
import { Button } from 'antd';

export function SharePageButton() {
  const share = async () => {
    const link = window.location.href;
    try {
      await navigator.clipboard.writeText(link);
      showMessageToast(successToasts.linkCopied);
    } catch {
      showToast({ title: successToasts.shareFallback.title, description: link });
    }
  };
  return (
    <Button icon={<ShareAltOutlined />} onClick={() => void share()} data-testid="share-page-button">
      Share
    </Button>
  );
}
