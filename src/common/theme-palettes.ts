// Pure data and arithmetic, in common/ because the server writes the first screen in these colours too.
// Themes of spec section 1 as CSS variables. Our styles read --fb-*; NutUI's
// components read --nutui-*, mapped from the same palette so both agree
// (nutui-variables.ts).
import { nutuiVariables } from './nutui-variables';

export const THEMES = ['light', 'dark', 'green'] as const;
export type Theme = (typeof THEMES)[number];

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export interface Palette {
  primary: string;
  onPrimary: string;
  background: string;
  surface: string;
  text: string;
  textSecondary: string;
  border: string;
  navBackground: string;
  navText: string;
  /** Destructive actions (delete, reject, close): a red that reads as active, never as disabled. */
  danger: string;
  /** A disabled button of any kind, and its text. */
  disabledBackground: string;
  disabledText: string;
  /** The shadow under cards: a soft shade on light surfaces, none on dark ones (a light glow there). */
  cardShadow: string;
  /** Dark icons (the selected tab's) drawn for light surfaces: inverted on dark ones. */
  iconFilter: string;
  /** The host status bar's text: light on dark bars, dark on light ones. */
  statusBarText: 'white' | 'black';
}

export const PALETTES: Record<Theme, Palette> = {
  light: {
    primary: '#d4380d',
    onPrimary: '#ffffff',
    background: '#f5f5f5',
    surface: '#ffffff',
    text: '#1f2329',
    textSecondary: '#646a73',
    border: '#ebedf0',
    navBackground: '#ffffff',
    navText: '#1f2329',
    danger: '#d93026',
    disabledBackground: '#c9cdd4',
    disabledText: '#ffffff',
    cardShadow: '0 2px 8px rgba(0, 0, 0, 0.04)',
    iconFilter: 'none',
    statusBarText: 'black',
  },
  dark: {
    primary: '#ff7a45',
    onPrimary: '#ffffff',
    background: '#141414',
    surface: '#1f1f1f',
    text: '#f0f0f0',
    textSecondary: '#a6a6a6',
    border: '#303030',
    navBackground: '#1f1f1f',
    navText: '#ffffff',
    danger: '#f5564a',
    disabledBackground: '#3d3f43',
    disabledText: '#8a8d93',
    cardShadow: 'none',
    iconFilter: 'invert(1)',
    statusBarText: 'white',
  },
  green: {
    primary: '#07a35a',
    onPrimary: '#ffffff',
    background: '#f2f7f4',
    surface: '#ffffff',
    text: '#1f2329',
    textSecondary: '#5c6b63',
    border: '#e3ece7',
    navBackground: '#07a35a',
    navText: '#ffffff',
    danger: '#d93026',
    disabledBackground: '#c9cdd4',
    disabledText: '#ffffff',
    cardShadow: '0 2px 8px rgba(0, 0, 0, 0.04)',
    iconFilter: 'none',
    statusBarText: 'white',
  },
};

/** The merchant's brand colours from the client config; either may be empty. */
export interface BrandColors {
  primaryColor?: string;
  textColorOnPrimary?: string;
}

/** The palette of a theme, with the merchant's primary colour over it when given. */
export function paletteFor(theme: Theme, brand?: BrandColors): Palette {
  const base = PALETTES[theme];
  if (!brand?.primaryColor) return base;
  return { ...base, primary: brand.primaryColor, onPrimary: brand.textColorOnPrimary || base.onPrimary };
}

/**
 * Booking, payment and login pages: a dark background with a white title, whatever the
 * theme; the theme's (or merchant's) primary colour stays.
 */
export function darkPagePalette(palette: Palette): Palette {
  return {
    ...palette,
    background: '#1b1c1f',
    surface: '#26282c',
    text: '#f5f5f5',
    textSecondary: '#b8bcc4',
    border: '#3a3d42',
    navBackground: '#1b1c1f',
    navText: '#ffffff',
    disabledBackground: '#3d3f43',
    disabledText: '#8a8d93',
    cardShadow: 'none',
    iconFilter: 'invert(1)',
    statusBarText: 'white',
  };
}

/** The CSS variables a page root carries. */
export function themeVariables(palette: Palette): Record<string, string> {
  return {
    '--fb-color-primary': palette.primary,
    '--fb-color-on-primary': palette.onPrimary,
    '--fb-color-background': palette.background,
    '--fb-color-surface': palette.surface,
    '--fb-color-text': palette.text,
    '--fb-color-text-secondary': palette.textSecondary,
    '--fb-color-border': palette.border,
    '--fb-color-nav-background': palette.navBackground,
    '--fb-color-nav-text': palette.navText,
    '--fb-color-danger': palette.danger,
    '--fb-card-shadow': palette.cardShadow,
    '--fb-icon-filter': palette.iconFilter,
    ...nutuiVariables(palette),
  };
}
