/**
 * The details list: label and value of every field worth showing (see `details.ts`).
 */
import { useId } from 'react';
import { __ } from '@wordpress/i18n';
import { useSetup } from '../../../config/config-context';
import { detailRows } from '../details';
import type { EstateDetail } from '../../../entities/estate/estate-detail';

/**
 * The list under its heading; nothing when no field is worth showing.
 *
 * @param props
 * @param props.detail The estate.
 */
export function DetailsList( { detail }: { detail: EstateDetail } ) {
	const headingId = useId();
	const { language } = useSetup();
	const rows = detailRows( detail, language );
	if ( rows.length === 0 ) {
		return null;
	}
	return (
		<section className="ca-estate__details" aria-labelledby={ headingId }>
			<h2 className="ca-estate__heading" id={ headingId }>
				{ __( 'Details', 'customer-area' ) }
			</h2>
			<dl className="ca-estate__details-list">
				{ rows.map( ( row ) => (
					<div key={ row.key } className="ca-estate__detail">
						<dt>{ row.label }</dt>
						<dd>{ row.value }</dd>
					</div>
				) ) }
			</dl>
		</section>
	);
}
