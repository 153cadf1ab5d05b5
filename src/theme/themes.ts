// The themes live in common/: the server's first screen is drawn in them too.
export * from '../common/theme-palettes';
