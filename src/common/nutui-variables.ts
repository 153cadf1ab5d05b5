import { mixColor } from './color-mix';
import type { Palette } from './theme-palettes';

/**
 * NutUI's theme variables from our palette. NutUI's default theme (loaded once in
 * app.ts) is pink and red: every variable a component of ours can show is set here,
 * so no state of a button, cell, tag or dialog falls back to it, in light or dark.
 */
export function nutuiVariables(palette: Palette): Record<string, string> {
  // Disabled text (a past calendar day, a disabled input) and a switch's off track:
  // the secondary text faded towards the surface, visible on light and dark alike.
  const muted = mixColor(palette.textSecondary, palette.surface, 0.55);
  return {
    '--nutui-color-primary': palette.primary,
    '--nutui-color-primary-stop-1': palette.primary,
    '--nutui-color-primary-stop-2': palette.primary,
    '--nutui-color-primary-text': palette.onPrimary,
    '--nutui-color-primary-pressed': mixColor(palette.primary, '#000000', 0.85),
    // Disabled is one neutral grey for every kind of button: a faded red read as NutUI's pink.
    '--nutui-color-primary-disabled': muted,
    '--nutui-color-primary-disabled-special': palette.disabledBackground,
    '--nutui-color-primary-specialdisabled': palette.disabledBackground,
    '--nutui-color-primary-icon-disabled': muted,
    '--nutui-button-primary-disabled': palette.disabledBackground,
    '--nutui-button-danger-disabled': palette.disabledBackground,
    '--nutui-button-default-disabled': palette.disabledBackground,
    '--nutui-button-default-disabled-color': muted,
    '--nutui-color-primary-light': mixColor(palette.primary, palette.surface, 0.12),
    '--nutui-color-primary-light-pressed': mixColor(palette.primary, palette.surface, 0.24),
    // NutUI's danger is a pale pink (its red-2): a delete button looked disabled.
    '--nutui-color-danger': palette.danger,
    '--nutui-color-danger-light': mixColor(palette.danger, palette.surface, 0.12),
    '--nutui-color-danger-disabled': palette.disabledBackground,
    '--nutui-form-item-required-color': palette.danger,
    '--nutui-color-title': palette.text,
    '--nutui-color-text': palette.textSecondary,
    '--nutui-color-text-help': palette.textSecondary,
    '--nutui-color-text-disabled': muted,
    '--nutui-switch-inactive-background-color': muted,
    '--nutui-color-text-dark': palette.text,
    '--nutui-color-background': palette.background,
    '--nutui-color-background-overlay': palette.surface,
    // Dialog cancel buttons and inputs sit on it: left at NutUI's near-white, a dark theme's light text vanished.
    '--nutui-color-background-sunken': palette.background,
    '--nutui-color-background-component': palette.background,
    '--nutui-cell-background-color': palette.surface,
    // NutUI's cell shadow is a light grey glow: on a dark card it shone around the edges.
    '--nutui-cell-box-shadow': palette.cardShadow,
    '--nutui-color-border': palette.border,
    '--nutui-color-border-disabled': palette.border,
    '--nutui-button-default-border-color': palette.border,
    '--nutui-button-default-color': palette.text,
    '--nutui-button-default-background-color': palette.surface,
  };
}
