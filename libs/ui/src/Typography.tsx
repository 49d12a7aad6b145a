// antd's Typography (Text, Title, Paragraph) as this site uses it, without antd's Typography code:
// the same elements and classes, drawn by the build's static antd stylesheet. antd's version runs
// its theme and style hooks and an ellipsis measurer for every text; on a feed of cards that was
// the largest part of the first render on a phone (CPU profile of `/`, issue 11).
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { COSMIC_CSS_VAR_CLASS } from './cosmic-theme';

type TextType = 'secondary' | 'success' | 'warning' | 'danger';

interface TypographyProps {
  type?: TextType;
  strong?: boolean;
  italic?: boolean;
  className?: string;
  children?: ReactNode;
}

// The theme's class on the element itself: the stylesheet sets the component's own variables
// there (a title's margins), as antd's components do.
function classes(type: TextType | undefined, className: string | undefined): string {
  return ['ant-typography', COSMIC_CSS_VAR_CLASS, type ? `ant-typography-${type}` : '', className ?? '']
    .filter(Boolean)
    .join(' ');
}

function decorated({ strong, italic, children }: TypographyProps): ReactNode {
  const inner = italic ? <i>{children}</i> : children;
  return strong ? <strong>{inner}</strong> : inner;
}

type SpanProps = TypographyProps & Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'className'>;

function Text({ type, strong, italic, className, children, ...rest }: SpanProps) {
  return (
    <span className={classes(type, className)} {...rest}>
      {decorated({ strong, italic, children })}
    </span>
  );
}

type DivProps = TypographyProps & Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'className'>;

function Paragraph({ type, strong, italic, className, children, ...rest }: DivProps) {
  return (
    <div className={classes(type, className)} {...rest}>
      {decorated({ strong, italic, children })}
    </div>
  );
}

type HeadingProps = TypographyProps &
  Omit<HTMLAttributes<HTMLHeadingElement>, 'children' | 'className'> & {
    level?: 1 | 2 | 3 | 4 | 5;
    ref?: Ref<HTMLHeadingElement>;
  };

function Title({ level = 1, type, strong, italic, className, children, ...rest }: HeadingProps) {
  const Heading = `h${level}` as const;
  return (
    <Heading className={classes(type, className)} {...rest}>
      {decorated({ strong, italic, children })}
    </Heading>
  );
}

export const Typography = { Text, Paragraph, Title };
