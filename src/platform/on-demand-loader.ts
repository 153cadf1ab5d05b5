// TypeScript and jest read this file; builds pick on-demand-loader.<target>.ts.
export { loadOnDemandPart } from './on-demand-loader.h5';
