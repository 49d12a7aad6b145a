// The bio as text and links (spec §2, DESIGN §6): an @handle links to Twitter; instagram, tiktok,
// youtube (@handle form), soundcloud and spotify user URLs link to their site. Everything else is
// text. A link's address is rebuilt from the handle it matched (a fixed https origin plus a
// handle of safe characters), never copied from what the user wrote.

export type BioToken = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

interface LinkRule {
  /** Source of a regex with one capture group: the handle. */
  pattern: string;
  href: (handle: string) => string;
}

// A link starts a bio, a line or follows a space or opening punctuation, never the middle of a
// word or of another address (so "evil.com/instagram.com/x" and "a@b.com" stay text).
const START = String.raw`(?<![^\s([{"',;!?])`;
const SCHEME = String.raw`(?:https?:\/\/)?`;
// A handle ends where its characters do; a trailing dot or dash is punctuation, not the handle.
const END = String.raw`(?![\w@])`;

const rules: readonly LinkRule[] = [
  {
    pattern: String.raw`${SCHEME}(?:www\.)?instagram\.com\/([A-Za-z0-9_](?:[A-Za-z0-9_.]{0,28}[A-Za-z0-9_])?)\/?${END}`,
    href: (handle) => `https://www.instagram.com/${handle}`,
  },
  {
    pattern: String.raw`${SCHEME}(?:www\.)?tiktok\.com\/@([A-Za-z0-9_](?:[A-Za-z0-9_.]{0,22}[A-Za-z0-9_])?)\/?${END}`,
    href: (handle) => `https://www.tiktok.com/@${handle}`,
  },
  {
    pattern: String.raw`${SCHEME}(?:www\.|m\.)?youtube\.com\/@([A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,28}[A-Za-z0-9_])?)\/?${END}`,
    href: (handle) => `https://www.youtube.com/@${handle}`,
  },
  {
    pattern: String.raw`${SCHEME}(?:www\.|m\.)?soundcloud\.com\/([A-Za-z0-9_](?:[A-Za-z0-9_-]{0,48}[A-Za-z0-9_])?)\/?${END}`,
    href: (handle) => `https://soundcloud.com/${handle}`,
  },
  {
    pattern: String.raw`${SCHEME}open\.spotify\.com\/user\/([A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,62}[A-Za-z0-9_])?)\/?${END}`,
    href: (handle) => `https://open.spotify.com/user/${handle}`,
  },
  {
    pattern: String.raw`@([A-Za-z0-9_]{1,15})${END}`,
    href: (handle) => `https://twitter.com/${handle}`,
  },
];

// One alternation, so the leftmost link wins and a URL's own "@handle" is never read twice.
const linkPattern = new RegExp(rules.map((rule) => `${START}(?:${rule.pattern})`).join('|'), 'gi');

export function tokenizeBio(bio: string): BioToken[] {
  const tokens: BioToken[] = [];
  let last = 0;
  for (const match of bio.matchAll(linkPattern)) {
    const ruleIndex = match.slice(1).findIndex((group) => group !== undefined);
    const rule = rules[ruleIndex];
    const handle = match[ruleIndex + 1];
    if (!rule || handle === undefined) continue;
    if (match.index > last) tokens.push({ kind: 'text', text: bio.slice(last, match.index) });
    tokens.push({ kind: 'link', text: match[0], href: rule.href(handle) });
    last = match.index + match[0].length;
  }
  if (last < bio.length) tokens.push({ kind: 'text', text: bio.slice(last) });
  return tokens;
}
