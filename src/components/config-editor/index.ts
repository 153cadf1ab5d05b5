export { BlockCard } from './block-card';
export { BLOCK_TYPES, blockName } from './block-types';
export { CommonSettings } from './common-settings';
export { LandingSettings } from './landing-settings';
