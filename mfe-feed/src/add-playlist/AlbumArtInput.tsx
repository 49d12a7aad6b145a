// Album art: up to ALBUM_ART_MAX image URLs, added one at a time.
import { PlusOutlined } from '@ant-design/icons';
import { ALBUM_ART_MAX } from '@sonic-nexus/contract';
import { Button, Flex, Input, Tag } from 'antd';
import { useState } from 'react';

export function AlbumArtInput({ urls, onChange }: { urls: string[]; onChange: (urls: string[]) => void }) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const url = draft.trim();
    if (url && !urls.includes(url)) onChange([...urls, url]);
    setDraft('');
  };
  return (
    <Flex vertical gap={6} data-testid="album-art-input">
      <Flex gap={6} wrap>
        {urls.map((url) => (
          <Tag
            key={url}
            closable
            onClose={() => onChange(urls.filter((u) => u !== url))}
            style={{ maxWidth: 260 }}
          >
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{url}</span>
          </Tag>
        ))}
      </Flex>
      {urls.length < ALBUM_ART_MAX ? (
        <Flex gap={6}>
          <Input
            value={draft}
            placeholder="https://... (cover image URL)"
            onChange={(event) => setDraft(event.target.value)}
            onPressEnter={(event) => {
              event.preventDefault();
              add();
            }}
            data-testid="album-art-text"
          />
          <Button icon={<PlusOutlined />} aria-label="Add album art" onClick={add} />
        </Flex>
      ) : null}
    </Flex>
  );
}
