/**
 * Parts that the estate list and the estate detail answers share, read defensively: a hostile or
 * malformed part becomes "nothing to show", never an exception in a view.
 */
import type { components } from '../../api/generated/openapi';
import { isObjectOf } from '../../lib/is-object';
import { textOf } from './values';

type Schemas = components[ 'schemas' ];

/** The estate's settings flags (what its owner sees), as the contract names them. */
export type EstateSettings = Schemas[ 'EstateSettings' ];

/** The broker in charge of an estate. */
export interface EstateBroker {
	firstName: string;
	lastName: string;
	/** Company or position line (`Zusatz1`). */
	company: string;
	email: string;
	phone: string;
	imageUrl: string;
}

/**
 * The settings flags; any flag that is not `true` counts as off.
 *
 * @param value The `settings` of an answer.
 */
export function parseEstateSettings( value: unknown ): EstateSettings {
	const flags = isObjectOf< EstateSettings >( value ) ? value : {};
	return {
		reporting: flags.reporting === true,
		reporting_statistics: flags.reporting_statistics === true,
		reporting_activities: flags.reporting_activities === true,
		document: flags.document === true,
	};
}

/**
 * The broker, or null when the answer has none with a name or an address.
 *
 * @param value The `broker` of an answer.
 */
export function parseEstateBroker( value: unknown ): EstateBroker | null {
	if ( ! isObjectOf< Schemas[ 'Broker' ] >( value ) ) {
		return null;
	}
	const broker: EstateBroker = {
		firstName: textOf( value.Vorname ),
		lastName: textOf( value.Name ),
		company: textOf( value.Zusatz1 ),
		email: textOf( value.Email ),
		phone: textOf( value.Telefon1 ),
		imageUrl: textOf( value.imageUrl ),
	};
	return broker.firstName || broker.lastName || broker.email || broker.phone
		? broker
		: null;
}
