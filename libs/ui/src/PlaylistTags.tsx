// Tags as '#tag'; each goes to the home feed filtered by it (spec §2).
import { Link } from 'react-router';
import { cosmicColors } from './cosmic-theme';
import { Flex } from './Flex';

export function PlaylistTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <Flex gap={8} wrap data-testid="playlist-tags">
      {tags.map((tag) => (
        <Link
          key={tag}
          to={`/?tag=${encodeURIComponent(tag)}`}
          style={{ color: cosmicColors.accent }}
          data-testid="playlist-tag"
        >
          #{tag}
        </Link>
      ))}
    </Flex>
  );
}
