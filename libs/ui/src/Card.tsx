// antd's Card as it looks here, without antd's Card code: the same elements and classes, drawn by
// the build's static antd stylesheet. antd's Card brings its Tabs, and they rc-menu, for a tab list
// this site never shows: about 13 KiB (brotli) on every first screen.
import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import { COSMIC_CSS_VAR_CLASS } from './cosmic-theme';

interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /** Beside the title, at the head's end. */
  extra?: ReactNode;
  size?: 'small' | 'default';
  hoverable?: boolean;
  styles?: { body?: CSSProperties };
  ref?: Ref<HTMLDivElement>;
  'data-testid'?: string;
}

export function Card({ title, extra, size, hoverable, styles, className, children, ...rest }: CardProps) {
  const classes = [
    'ant-card',
    'ant-card-bordered',
    COSMIC_CSS_VAR_CLASS,
    size === 'small' ? 'ant-card-small' : '',
    hoverable ? 'ant-card-hoverable' : '',
    className ?? '',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')} {...rest}>
      {title || extra ? (
        <div className="ant-card-head">
          <div className="ant-card-head-wrapper">
            {title ? <div className="ant-card-head-title">{title}</div> : null}
            {extra ? <div className="ant-card-extra">{extra}</div> : null}
          </div>
        </div>
      ) : null}
      <div className="ant-card-body" style={styles?.body}>
        {children}
      </div>
    </div>
  );
}
