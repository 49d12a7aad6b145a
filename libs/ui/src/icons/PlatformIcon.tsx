// A platform's mark beside a Top 100 row, drawn as SVG (the emoji it replaces showed as an empty
// box without an emoji font); an unknown platform gets the music note.
import AppleFilled from '@ant-design/icons-svg/es/asn/AppleFilled';
import CloudFilled from '@ant-design/icons-svg/es/asn/CloudFilled';
import SpotifyFilled from '@ant-design/icons-svg/es/asn/SpotifyFilled';
import YoutubeFilled from '@ant-design/icons-svg/es/asn/YoutubeFilled';
import { cosmicColors } from '../cosmic-theme';
import { MusicNoteIcon } from './MusicNoteIcon';
import { SvgIcon } from './SvgIcon';

const marks = {
  spotify: { drawing: SpotifyFilled, colour: '#1db954' },
  apple: { drawing: AppleFilled, colour: '#fb7185' },
  youtube: { drawing: YoutubeFilled, colour: '#f87171' },
  soundcloud: { drawing: CloudFilled, colour: cosmicColors.flame },
} as const;

function isKnown(platform: string): platform is keyof typeof marks {
  return Object.hasOwn(marks, platform);
}

/** Decorative: the row names the platform in words. */
export function PlatformIcon({ platform, size }: { platform: string; size: number }) {
  if (!isKnown(platform)) return <MusicNoteIcon size={size} />;
  const { drawing, colour } = marks[platform];
  return <SvgIcon definition={drawing} style={{ color: colour, fontSize: size }} />;
}
