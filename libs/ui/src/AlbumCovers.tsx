// Up to ALBUM_ART_MAX covers in a 2-column grid (spec §2); empty slots get a music note and a
// cover that fails to load is hidden, leaving the note behind it.
import { ALBUM_ART_MAX } from '@sonic-nexus/contract';
import { useState } from 'react';
import { cosmicColors } from './cosmic-theme';
import { MusicNoteIcon } from './icons/MusicNoteIcon';

function CoverSlot({ url, noteSize }: { url?: string; noteSize: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <div
      data-testid="album-cover-slot"
      style={{
        position: 'relative',
        aspectRatio: '1 / 1',
        borderRadius: 8,
        overflow: 'hidden',
        background: `linear-gradient(135deg, ${cosmicColors.nebula}, rgba(139, 92, 246, 0.35))`,
        display: 'grid',
        placeItems: 'center',
        color: cosmicColors.muted,
      }}
    >
      <MusicNoteIcon size={noteSize} />
      {url && !failed ? (
        <img
          src={url}
          alt="Album cover"
          loading="lazy"
          onError={() => setFailed(true)}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : null}
    </div>
  );
}

/** `width`: the grid's width in px (150 on cards, smaller on phones). */
export function AlbumCovers({ urls, width = 150 }: { urls: readonly string[]; width?: number }) {
  const slots = Array.from({ length: ALBUM_ART_MAX }, (_, index) => urls[index]);
  const gap = width < 120 ? 4 : 6;
  return (
    <div
      data-testid="album-covers"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap, width, flexShrink: 0 }}
    >
      {slots.map((url, index) => (
        <CoverSlot key={`${index}-${url ?? ''}`} url={url} noteSize={Math.round(width / 5.4)} />
      ))}
    </div>
  );
}
