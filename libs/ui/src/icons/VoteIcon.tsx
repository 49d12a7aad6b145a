// The three vote choices (spec §2) drawn as SVG, not emoji: a system without an emoji font (many
// Linux desktops, this project's machines) drew empty boxes, and each emoji made Chromium search the
// system's fonts during the first layout, which blocked the page.
import DeleteFilled from '@ant-design/icons-svg/es/asn/DeleteFilled';
import FireFilled from '@ant-design/icons-svg/es/asn/FireFilled';
import LikeFilled from '@ant-design/icons-svg/es/asn/LikeFilled';
import type { VoteType } from '@sonic-nexus/contract';
import { cosmicColors } from '../cosmic-theme';
import { SvgIcon } from './SvgIcon';

const drawings = { fire: FireFilled, thumbs_up: LikeFilled, trash: DeleteFilled } as const;

/** The emoji's colours, kept: fire orange, like gold, trash the muted violet. */
const colours: Record<VoteType, string> = {
  fire: cosmicColors.flame,
  thumbs_up: cosmicColors.gold,
  trash: cosmicColors.muted,
};

const names: Record<VoteType, string> = { fire: 'fire', thumbs_up: 'thumbs up', trash: 'trash' };

/**
 * `labelled`: the icon names its vote to assistive technology ('fire', or the words given); leave
 * it off where the element around it already says so (a labelled button, a visually hidden label).
 */
export function VoteIcon({ type, labelled = false }: { type: VoteType; labelled?: boolean | string }) {
  const label = labelled === true ? names[type] : labelled || undefined;
  return <SvgIcon definition={drawings[type]} label={label} style={{ color: colours[type] }} />;
}
