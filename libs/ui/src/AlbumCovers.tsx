// Up to ALBUM_ART_MAX covers in a 2-column grid (spec §2); empty slots get a music note and a
// cover that fails to load is hidden, leaving the note behind it.
import { ALBUM_ART_MAX } from '@sonic-nexus/contract';
import { useState } from 'react';
import { cosmicColors } from './cosmic-theme';

function CoverSlot({ url }: { url?: string }) {
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
        fontSize: 28,
      }}
    >
      <span aria-hidden="true">🎵</span>
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

export function AlbumCovers({ urls }: { urls: readonly string[] }) {
  const slots = Array.from({ length: ALBUM_ART_MAX }, (_, index) => urls[index]);
  return (
    <div
      data-testid="album-covers"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 6, width: 150, flexShrink: 0 }}
    >
      {slots.map((url, index) => (
        <CoverSlot key={`${index}-${url ?? ''}`} url={url} />
      ))}
    </div>
  );
}
