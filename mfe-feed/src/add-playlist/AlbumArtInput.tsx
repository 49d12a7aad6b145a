// Album art: up to ALBUM_ART_MAX image URLs, added one at a time; a blank or repeated URL is
// dropped.
import { ALBUM_ART_MAX } from '@sonic-nexus/contract';
import { ChipListInput } from '@sonic-nexus/ui';
import { useState } from 'react';

export function AlbumArtInput({
  urls,
  onChange,
  id,
}: {
  urls: string[];
  onChange: (urls: string[]) => void;
  id?: string;
}) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const url = draft.trim();
    if (url && !urls.includes(url)) onChange([...urls, url]);
    setDraft('');
  };
  return (
    <ChipListInput
      chips={urls}
      renderChip={(url) => <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{url}</span>}
      chipStyle={{ maxWidth: 260 }}
      onRemove={(url) => onChange(urls.filter((u) => u !== url))}
      draft={draft}
      onDraftChange={setDraft}
      onAdd={add}
      inputId={id}
      canAdd={urls.length < ALBUM_ART_MAX}
      placeholder="https://... (cover image URL)"
      addLabel="Add album art"
      testId="album-art-input"
      textTestId="album-art-text"
    />
  );
}
