import type { Theme } from '@mui/material/styles';
import type { Plugin } from 'vite';

export const THEME_CSS_ID: string;
export function themeCss(theme?: Theme): string;
export function themeStylesheet(): Plugin;
