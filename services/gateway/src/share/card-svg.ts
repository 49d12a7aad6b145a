// The link-preview card of a playlist as SVG (1200x630, the size X, Facebook and Bluesky show
// large): the title, its platform, the submitter and the vote counts on the site's cosmic
// background. Every text is user input or derived from it, so each is XML-escaped and stripped of
// the characters XML 1.0 forbids (a stray control character would make the SVG unparsable).
import { platformLabel, PRODUCT_NAME } from '@sonic-nexus/contract';

const CARD_WIDTH = 1200;
const CARD_HEIGHT = 630;

export interface CardInput {
  title: string;
  platform: string;
  username: string;
  fireVotes: number;
  thumbsUpVotes: number;
  trashVotes: number;
}

// The site's palette (libs/ui cosmic-theme.ts; the gateway does not import front-end libs).
const colors = {
  void: '#070414',
  nebula: '#140b33',
  violet: '#8b5cf6',
  cyan: '#22d3ee',
  text: '#ece8ff',
  muted: '#a79fd0',
  fire: '#fb923c',
} as const;

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
const MARGIN = 80;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;
// No text measuring in SVG: a bold sans-serif glyph (DejaVu Sans Bold, the widest fallback) is at
// most about 0.63em wide on average, so lines are cut for that.
const GLYPH_EM = 0.63;
const TITLE_SIZES = [72, 60, 50] as const;
const TITLE_MAX_LINES = 3;

// The characters XML 1.0 forbids: C0 controls but tab and newlines, U+FFFE/U+FFFF, lone surrogates.
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Greedy word wrap by code points; words longer than a line are cut. */
export function wrapText(text: string, perLine: number): string[] {
  const lines: string[] = [];
  let line: string[] = [];
  const push = () => {
    if (line.length) lines.push(line.join(''));
    line = [];
  };
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    let chars = [...word];
    if (line.length && line.length + 1 + chars.length > perLine) push();
    if (line.length) line.push(' ');
    while (line.length + chars.length > perLine) {
      const room = perLine - line.length;
      line.push(...chars.slice(0, room));
      chars = chars.slice(room);
      push();
    }
    line.push(...chars);
  }
  push();
  return lines;
}

/** The largest size at which the title fits in three lines; cut with an ellipsis at the smallest. */
function fitTitle(title: string): { size: number; lines: string[] } {
  for (const size of TITLE_SIZES) {
    const lines = wrapText(title, Math.floor(TEXT_WIDTH / (size * GLYPH_EM)));
    if (lines.length <= TITLE_MAX_LINES) return { size, lines };
  }
  const size = TITLE_SIZES[TITLE_SIZES.length - 1];
  const perLine = Math.floor(TEXT_WIDTH / (size * GLYPH_EM));
  const lines = wrapText(title, perLine).slice(0, TITLE_MAX_LINES);
  const last = [...lines[TITLE_MAX_LINES - 1]].slice(0, perLine - 1).join('');
  lines[TITLE_MAX_LINES - 1] = `${last.trimEnd()}…`;
  return { size, lines };
}

// Fixed stars (a seeded sequence), so the same playlist always renders the same bytes.
function stars(): string {
  let seed = 7;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const tints = ['#ffffff', '#c4b5fd', '#67e8f9', '#e9d5ff'];
  return Array.from({ length: 90 }, (_, i) => {
    const [x, y, r] = [next() * CARD_WIDTH, next() * CARD_HEIGHT, 0.6 + next() * 1.6];
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(2)}" fill="${tints[i % 4]}" opacity="${(0.45 + next() * 0.5).toFixed(2)}"/>`;
  }).join('');
}
const STARS = stars();

interface Pill {
  width: number;
  at(x: number): string;
}

function votePill(label: string, count: number, color: string): Pill {
  const text = `${count.toLocaleString('en-US')} ${label}`;
  const width = Math.round(text.length * 28 * GLYPH_EM + 72);
  return {
    width,
    at: (x) =>
      `<g transform="translate(${x} 520)">` +
      `<rect width="${width}" height="56" rx="28" fill="rgba(24,14,58,0.82)" stroke="${color}" stroke-opacity="0.7" stroke-width="2"/>` +
      `<circle cx="30" cy="28" r="8" fill="${color}"/>` +
      `<text x="48" y="38" font-size="28" font-weight="bold" fill="${colors.text}">${escapeXml(text)}</text></g>`,
  };
}

/** The three counts side by side from the left margin. */
function votePills(card: CardInput): string {
  let x = MARGIN;
  return [
    votePill('fire', card.fireVotes, colors.fire),
    votePill('thumbs up', card.thumbsUpVotes, colors.cyan),
    votePill('trash', card.trashVotes, colors.muted),
  ]
    .map((pill) => {
      const svg = pill.at(x);
      x += pill.width + 20;
      return svg;
    })
    .join('');
}

export function cardSvg(card: CardInput): string {
  const { size, lines } = fitTitle(card.title);
  const lineHeight = Math.round(size * 1.18);
  const titleTop = 250;
  const titleSvg = lines
    .map(
      (line, i) =>
        `<text x="${MARGIN}" y="${titleTop + i * lineHeight}" font-size="${size}" font-weight="bold" fill="${colors.text}">${escapeXml(line)}</text>`,
    )
    .join('');
  const byY = titleTop + (lines.length - 1) * lineHeight + 62;
  const platform = platformLabel(card.platform) || 'Playlist';
  const platformWidth = Math.round([...platform].length * 26 * 0.58 + 48);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${FONT}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colors.void}"/><stop offset="1" stop-color="${colors.nebula}"/></linearGradient>`,
    `<radialGradient id="violet" cx="0.2" cy="0.1" r="0.7"><stop offset="0" stop-color="${colors.violet}" stop-opacity="0.45"/><stop offset="1" stop-color="${colors.violet}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="cyan" cx="0.85" cy="0.7" r="0.6"><stop offset="0" stop-color="${colors.cyan}" stop-opacity="0.25"/><stop offset="1" stop-color="${colors.cyan}" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#violet)"/>`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#cyan)"/>`,
    STARS,
    `<text x="${MARGIN}" y="100" font-size="30" font-weight="bold" letter-spacing="6" fill="${colors.cyan}">${escapeXml(PRODUCT_NAME.toUpperCase())}</text>`,
    `<rect x="${MARGIN}" y="128" width="${platformWidth}" height="46" rx="23" fill="${colors.violet}" fill-opacity="0.3" stroke="${colors.violet}" stroke-width="2"/>`,
    `<text x="${MARGIN + 24}" y="160" font-size="26" fill="${colors.text}">${escapeXml(platform)}</text>`,
    titleSvg,
    card.username
      ? `<text x="${MARGIN}" y="${byY}" font-size="30" fill="${colors.muted}">by ${escapeXml(card.username)}</text>`
      : '',
    votePills(card),
    '</svg>',
  ].join('');
}
