/**
 * The estate status badge (its colour table is the estate's: src/entities/estate/status-colors.ts).
 */
export { StatusBadge } from './status-badge';
