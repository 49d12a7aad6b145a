// Bio (spec §2, §4): view mode with an edit button, or the editor. Cancel drops the draft, so the
// next edit starts again from the saved bio; a successful save returns to view mode.
import { EditOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@sonic-nexus/api-client';
import { Button } from 'antd';
import { cosmicColors, Typography } from '@sonic-nexus/ui';
import { useState } from 'react';
import { BioEditor } from '../bio/BioEditor';
import { bioPlaceholders } from '../bio/bio-placeholders';
import { BioText } from '../bio/BioText';
import { SectionCard } from './SectionCard';

export function BioSection({ user }: { user: CurrentUser }) {
  const [editing, setEditing] = useState(false);
  return (
    <SectionCard
      title="Bio"
      testId="bio-section"
      extra={
        editing ? null : (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="edit-bio-button">
            Edit Bio
          </Button>
        )
      }
    >
      {editing ? (
        <BioEditor savedBio={user.bio} onDone={() => setEditing(false)} />
      ) : user.bio ? (
        <BioText bio={user.bio} />
      ) : (
        <Typography.Text style={{ color: cosmicColors.muted }} italic data-testid="bio-placeholder">
          {bioPlaceholders.settings}
        </Typography.Text>
      )}
    </SectionCard>
  );
}
