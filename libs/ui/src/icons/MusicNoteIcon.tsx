// The music-note placeholder of an empty cover slot (spec §2), drawn as SVG rather than the 🎵
// emoji, which systems without an emoji font showed as an empty box. antd's icon set has no note.
// `size` in px; without it the note is as tall as the text around it.
export function MusicNoteIcon({ size = '1em' }: { size?: number | string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      style={{ verticalAlign: '-0.125em' }}
    >
      <rect x="14" y="3" width="2" height="14" />
      <ellipse cx="11.5" cy="17" rx="4.5" ry="3.5" />
      <path d="M16 3l5 2.2v4L16 7z" />
    </svg>
  );
}
