import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

type Variant = 'h1' | 'h2' | 'h3' | 'body1' | 'body2';

const TAGS: Record<Variant, 'h1' | 'h2' | 'h3' | 'p'> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  body1: 'p',
  body2: 'p',
};

interface TextProps {
  readonly variant?: Variant;
  readonly component?: 'h1' | 'h2' | 'h3' | 'p' | 'span';
  readonly color?: string;
  readonly gutterBottom?: boolean;
  readonly id?: string;
  readonly role?: string;
  readonly sx?: SystemStyleObject<Theme>;
  readonly children: ReactNode;
}

/**
 * Text in one of the theme's type styles. The landing page is the first page of most visits and
 * everything it imports is in the app's entry: this is the part of MUI's Typography it uses, for
 * a smaller first download.
 */
export function Text({ variant = 'body1', component, color, gutterBottom, sx, ...rest }: TextProps) {
  return (
    <Box
      component={component ?? TAGS[variant]}
      sx={{
        m: 0,
        typography: variant,
        ...(color === undefined ? {} : { color }),
        ...(gutterBottom ? { mb: '0.35em' } : {}),
        ...sx,
      }}
      {...rest}
    />
  );
}
