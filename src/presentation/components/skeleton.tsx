import type { AriaAttributes } from 'react';
import css from './skeleton.module.css';

interface SkeletonProps {
  /** A line of text (the default), a rounded box, or a circle (a photo). */
  readonly variant?: 'text' | 'rounded' | 'circular';
  readonly width?: number | string;
  readonly height?: number | string;
  readonly className?: string;
  readonly 'aria-hidden'?: AriaAttributes['aria-hidden'];
}

/**
 * A grey placeholder where content is on its way. It stands in for MUI's Skeleton, which writes its
 * styles and keyframes by script in the very task that first paints a loading screen.
 */
export function Skeleton({ variant = 'text', width, height, className, ...rest }: SkeletonProps) {
  return (
    <span
      data-skeleton=""
      className={`${css.skeleton} ${css[variant]}${className ? ` ${className}` : ''}`}
      style={width === undefined && height === undefined ? undefined : { width, height }}
      {...rest}
    />
  );
}
