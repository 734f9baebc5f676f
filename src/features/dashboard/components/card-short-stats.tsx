/**
 * A card's key figures: asked for once, when the card comes near the viewport; placeholders hold
 * their space until then. A failure is only logged and the figures stay away.
 */
import { useEffect } from 'react';
import { __ } from '@wordpress/i18n';
import { useAppSelector } from '../../../app/hooks';
import { StatBoxes } from '../../../components/stat-boxes';
import { logFailure } from '../../../lib/log';
import { selectColorScheme } from '../../../session/color-scheme';
import { useGetBrokerSettingsQuery } from '../../../session/session-api';
import { useGetCardShortStatsQuery } from '../api';
import { useNearViewport } from '../../../components/use-near-viewport';
import { useSetup } from '../../../config/config-context';

/**
 * The figures.
 *
 * @param props
 * @param props.estateId The property's id.
 */
export function CardShortStats( { estateId }: { estateId: string } ) {
	const [ ref, near ] = useNearViewport< HTMLDivElement >();
	const { data, error } = useGetCardShortStatsQuery( estateId, {
		skip: ! near,
	} );
	// The trends' colours are the broker's design: asked for once a session, the stored one meanwhile.
	useGetBrokerSettingsQuery( undefined, { skip: ! near } );
	const scheme = useAppSelector( selectColorScheme );
	const { language } = useSetup();
	useEffect( () => {
		if ( error ) {
			logFailure( `short stats of estate ${ estateId }`, error );
		}
	}, [ error, estateId ] );
	return (
		<div className="ca-card__stats" ref={ ref }>
			{ ! error && (
				<StatBoxes
					compact
					stats={ data }
					increase={ scheme.increase }
					decrease={ scheme.decrease }
					language={ language }
					label={ __( 'Key figures', 'customer-area' ) }
				/>
			) }
		</div>
	);
}
