/**
 * The estate status badge and its colour table.
 */
export {
	StatusBadge,
	statusLabel,
	type StatusBadgeProps,
} from './status-badge';
export {
	KNOWN_STATUSES,
	STATUS_COLORS,
	UNKNOWN_STATUS_COLORS,
	statusColors,
	isKnownStatus,
	type KnownStatus,
	type BadgeColors,
} from './status-colors';
