export { DinerRiskBadge, type DinerRiskBadgeProps } from './diner-risk-badge';
