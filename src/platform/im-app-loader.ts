// TypeScript and jest read this file; builds pick im-app-loader.<target>.ts.
export { loadImApp } from './im-app-loader.h5';
