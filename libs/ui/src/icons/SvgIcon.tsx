// One of antd's icon drawings (@ant-design/icons-svg) as plain SVG elements. antd's icon components
// run hooks (context, style insertion, colours) for each icon, and a feed of 10 cards with a
// 20-row leaderboard draws some 60 icons: plain elements skip that work.
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type CSSProperties, type ReactElement } from 'react';

/** The drawings spell attributes as SVG does (`fill-rule`); React wants `fillRule`. */
function reactProps(attrs: AbstractNode['attrs']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [
      name === 'class' ? 'className' : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );
}

function draw(node: AbstractNode, key?: number): ReactElement {
  return createElement(node.tag, { ...reactProps(node.attrs), key }, ...(node.children ?? []).map(draw));
}

interface SvgIconProps {
  definition: IconDefinition;
  /** Set when the icon alone says what it means; without it the icon is hidden from assistive tech. */
  label?: string;
  style?: CSSProperties;
}

export function SvgIcon({ definition, label, style }: SvgIconProps) {
  // Two-tone drawings are functions of their colours; the filled and outlined ones used here are not.
  const svg =
    typeof definition.icon === 'function' ? definition.icon('currentColor', 'currentColor') : definition.icon;
  return createElement(
    'svg',
    {
      ...reactProps(svg.attrs),
      width: '1em',
      height: '1em',
      fill: 'currentColor',
      // Sits on the text's baseline as antd's .anticon does.
      style: { verticalAlign: '-0.125em', flexShrink: 0, ...style },
      ...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }),
    },
    ...(svg.children ?? []).map(draw),
  );
}
