/**
 * An estate's status as a badge: a translated word on the status's colour. An unknown status shows
 * the server's readable label, else its code, on grey; an estate without any status shows nothing.
 */
import { __ } from '@wordpress/i18n';
import type { EstateStatus } from '../../entities/estate/values';
import {
	isKnownStatus,
	statusColors,
	type KnownStatus,
} from '../../entities/estate/status-colors';
import './status-badge.scss';

/**
 * The translated word of a known status.
 *
 * @param code A known status code.
 */
export function statusLabel( code: KnownStatus ): string {
	switch ( code ) {
		case 'status2obj_aktiv':
			return __( 'Active', 'customer-area' );
		case 'aktive_vermarktung':
			return __( 'Active marketing', 'customer-area' );
		case 'passive_vermarktung':
			return __( 'Passive marketing', 'customer-area' );
		case 'reserviert':
			return __( 'Reserved', 'customer-area' );
		case 'status2obj_inaktiv':
			return __( 'Inactive', 'customer-area' );
		case 'marktbeobachtung':
			return __( 'Market observation', 'customer-area' );
		case 'in_akquise':
			return __( 'In acquisition', 'customer-area' );
		case 'vorbereitung':
			return __( 'Preparation', 'customer-area' );
		case 'status2obj_archiviert':
			return __( 'Archived', 'customer-area' );
		case 'auftrag_entzogen':
			return __( 'Mandate withdrawn', 'customer-area' );
		case 'verkauft':
			return __( 'Sold', 'customer-area' );
		case 'vermietet':
			return __( 'Rented', 'customer-area' );
		case 'fremd_verkauft_vermietet':
			return __( 'Sold or rented by others', 'customer-area' );
	}
}

/** Props of the status badge. */
export interface StatusBadgeProps {
	/** The estate's status (code and the server's label). */
	status: EstateStatus;
}

/**
 * The badge; renders nothing when the estate has neither a code nor a label.
 *
 * @param props The status.
 */
export function StatusBadge( props: StatusBadgeProps ) {
	const { status } = props;
	const { code, label } = status;
	if ( code === '' && label === '' ) {
		return null;
	}
	const colors = statusColors( code );
	const text = isKnownStatus( code ) ? statusLabel( code ) : label || code;
	return (
		<span
			className="ca-status-badge"
			style={ { backgroundColor: colors.background, color: colors.text } }
			data-status={ isKnownStatus( code ) ? code : 'unknown' }
		>
			<span className="ca-visually-hidden">
				{ __( 'Status:', 'customer-area' ) }{ ' ' }
			</span>
			{ text }
		</span>
	);
}
