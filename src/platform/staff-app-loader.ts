// TypeScript and jest read this file; builds pick staff-app-loader.<target>.ts.
export { loadStaffApp } from './staff-app-loader.h5';
