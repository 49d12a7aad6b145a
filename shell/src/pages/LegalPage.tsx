// Layout of the static legal pages: title, 'Last updated' line and numbered sections.
import { TitledPage, Typography } from '@sonic-nexus/ui';

const LEGAL_LAST_UPDATED = 'Last updated January 2025';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export function LegalPage({
  title,
  testId,
  sections,
}: {
  title: string;
  testId: string;
  sections: readonly LegalSection[];
}) {
  return (
    <TitledPage title={title} testId={testId}>
      <Typography.Text type="secondary" data-testid="legal-last-updated">
        {LEGAL_LAST_UPDATED}
      </Typography.Text>
      {sections.map((section, index) => (
        <section key={section.heading} style={{ marginTop: 24 }}>
          <Typography.Title level={2} style={{ fontSize: 20 }}>
            {index + 1}. {section.heading}
          </Typography.Title>
          {section.paragraphs.map((text) => (
            <Typography.Paragraph key={text}>{text}</Typography.Paragraph>
          ))}
        </section>
      ))}
    </TitledPage>
  );
}
