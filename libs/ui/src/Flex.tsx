// antd's Flex without antd's code: a div with the flex layout in its style. antd's Flex runs the
// theme and style hooks on every one of the dozens of rows a feed draws (issue 11's CPU profile).
import type { CSSProperties, HTMLAttributes, Ref } from 'react';

const GAPS = { small: 8, middle: 16, large: 24 } as const;

interface FlexProps extends HTMLAttributes<HTMLDivElement> {
  vertical?: boolean;
  wrap?: boolean | CSSProperties['flexWrap'];
  justify?: CSSProperties['justifyContent'];
  align?: CSSProperties['alignItems'];
  flex?: CSSProperties['flex'];
  gap?: number | keyof typeof GAPS | string;
  ref?: Ref<HTMLDivElement>;
  'data-testid'?: string;
}

export function Flex({ vertical, wrap, justify, align, flex, gap, style, ...rest }: FlexProps) {
  const layout: CSSProperties = {
    display: 'flex',
    flexDirection: vertical ? 'column' : undefined,
    flexWrap: wrap === true ? 'wrap' : wrap === false ? undefined : wrap,
    justifyContent: justify,
    alignItems: align,
    flex,
    gap: typeof gap === 'string' && gap in GAPS ? GAPS[gap as keyof typeof GAPS] : gap,
  };
  return <div style={{ ...layout, ...style }} {...rest} />;
}
