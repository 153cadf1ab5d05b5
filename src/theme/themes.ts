// Themes of spec section 1 as CSS variables. Our styles read --fb-*; NutUI's
// components read --nutui-*, mapped from the same palette so both agree.

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
    '--nutui-color-primary': palette.primary,
    '--nutui-color-primary-stop-1': palette.primary,
    '--nutui-color-primary-stop-2': palette.primary,
    '--nutui-color-primary-text': palette.onPrimary,
    '--nutui-color-title': palette.text,
    '--nutui-color-text': palette.textSecondary,
    '--nutui-color-background': palette.background,
    '--nutui-color-background-overlay': palette.surface,
    '--nutui-cell-background-color': palette.surface,
    '--nutui-color-border': palette.border,
  };
}
