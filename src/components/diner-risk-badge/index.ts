export { BlacklistMark, type BlacklistMarkProps } from './blacklist-mark';
export { DinerRiskBadge, type DinerRiskBadgeProps } from './diner-risk-badge';
