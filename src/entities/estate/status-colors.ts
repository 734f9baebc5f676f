/**
 * The badge colours of the estate statuses (each known status its own colour, any other grey).
 * Every pair has at least 4.5:1 contrast (WCAG AA for normal text); the tests compute the ratios.
 * The known statuses are the contract's `EstateStatus` enum: a status added there does not compile
 * until it has its colours here (and its word in the status badge).
 */
import type { components } from '../../api/generated/openapi';

/** A status code with its own badge: the contract's `EstateStatus`. */
export type KnownStatus = components[ 'schemas' ][ 'EstateStatus' ];

/** A badge's background and text colour. */
export interface BadgeColors {
	background: string;
	text: string;
}

/** Status → colours, in the order the statuses are listed. */
export const STATUS_COLORS: Readonly< Record< KnownStatus, BadgeColors > > = {
	status2obj_aktiv: { background: '#DCFCE7', text: '#14532D' },
	aktive_vermarktung: { background: '#15803D', text: '#FFFFFF' },
	passive_vermarktung: { background: '#CCFBF1', text: '#134E4A' },
	reserviert: { background: '#FDE68A', text: '#713F12' },
	status2obj_inaktiv: { background: '#FFEDD5', text: '#7C2D12' },
	marktbeobachtung: { background: '#E0F2FE', text: '#0C4A6E' },
	in_akquise: { background: '#1D4ED8', text: '#FFFFFF' },
	vorbereitung: { background: '#EDE9FE', text: '#4C1D95' },
	status2obj_archiviert: { background: '#475569', text: '#FFFFFF' },
	auftrag_entzogen: { background: '#FEE2E2', text: '#7F1D1D' },
	verkauft: { background: '#7E22CE', text: '#FFFFFF' },
	vermietet: { background: '#0F766E', text: '#FFFFFF' },
	fremd_verkauft_vermietet: { background: '#9F1239', text: '#FFFFFF' },
};

/** The grey of every other status. */
export const UNKNOWN_STATUS_COLORS: BadgeColors = {
	background: '#E5E7EB',
	text: '#1E1E1E',
};

/**
 * True for a status code with its own badge.
 *
 * @param code A status code.
 */
export const isKnownStatus = ( code: string ): code is KnownStatus =>
	Object.prototype.hasOwnProperty.call( STATUS_COLORS, code );

/**
 * The colours of a status code (grey for any unknown one).
 *
 * @param code A status code.
 */
export function statusColors( code: string ): BadgeColors {
	return isKnownStatus( code )
		? STATUS_COLORS[ code ]
		: UNKNOWN_STATUS_COLORS;
}
