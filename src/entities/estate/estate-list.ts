/**
 * The dashboard's answer (`estatesOwned`, `estatesInterested`, `estatesContactPerson`) as one card
 * per property: merged by `Id` (falling back to `mainLangId`) across the three relations, each card
 * keeping its relations in the order owner, contact person, interested; the first is its primary
 * relation and gives the card its data.
 */
import type { components } from '../../api/generated/openapi';
import { pictureSources, type PictureSources } from '../../lib/image-url';
import type { LinkPolicy } from '../../lib/safe-url';
import { isObject, isObjectOf } from '../../lib/is-object';
import {
	estateIdOf,
	estateStatusOf,
	textOf,
	type EstateStatus,
} from './values';
import {
	parseEstateBroker,
	parseEstateSettings,
	type EstateBroker,
	type EstateSettings,
} from './parts';

type Schemas = components[ 'schemas' ];

/** A customer's relation to a property, as the contract names it. */
export type Relation = Schemas[ 'EstateRelation' ][ 'type' ];

/** The relations in merge order, with the answer's list of each. */
export const RELATION_LISTS: ReadonlyArray<
	readonly [ Relation, keyof Schemas[ 'DashboardResponse' ] ]
> = [
	[ 'owner', 'estatesOwned' ],
	[ 'contactperson', 'estatesContactPerson' ],
	[ 'interested', 'estatesInterested' ],
];

/** One card of the dashboard. */
export interface EstateCardData {
	/** The merge key (unique per card). */
	key: string;
	/** The id the detail page opens with; `''` when the property has none. */
	id: string;
	title: string;
	status: EstateStatus;
	/** All fields of the property (attributes, contract dates). */
	elements: Record< string, unknown >;
	/** The cover picture's URL as sent (`''` for none). */
	pictureUrl: string;
	broker: EstateBroker | null;
	settings: EstateSettings;
	/** The customer's relations, primary first. */
	relations: Relation[];
}

/**
 * The cards of a dashboard answer. Throws when the answer lacks one of the three lists, so a broken
 * answer takes the failure path instead of claiming there is no property.
 *
 * @param answer The parsed answer body.
 */
export function parseDashboard( answer: unknown ): EstateCardData[] {
	if ( ! isObjectOf< Schemas[ 'DashboardResponse' ] >( answer ) ) {
		throw new Error( 'The estates answer is not an object.' );
	}
	const cards = new Map< string, EstateCardData >();
	for ( const [ relation, listName ] of RELATION_LISTS ) {
		const list = answer[ listName ];
		if ( ! Array.isArray( list ) ) {
			throw new Error( `The estates answer has no ${ listName } list.` );
		}
		list.forEach( ( item: unknown, index ) => {
			if ( ! isObjectOf< Schemas[ 'EstateListItem' ] >( item ) ) {
				return;
			}
			// The fields are open-ended (the contract allows any further field): read as a record.
			const elements = item.elements;
			if ( ! isObject( elements ) ) {
				return;
			}
			const id = estateIdOf( elements );
			const key = id === '' ? `${ relation }#${ index }` : id;
			const known = cards.get( key );
			if ( known ) {
				if ( ! known.relations.includes( relation ) ) {
					known.relations.push( relation );
				}
				// Only the owner relation carries the owner's flags (reporting, documents).
				if ( relation === 'owner' ) {
					known.settings = parseEstateSettings( item.settings );
				}
				return;
			}
			const picture = isObjectOf<
				Schemas[ 'EstateListItem' ][ 'picture' ]
			>( item.picture )
				? item.picture
				: {};
			cards.set( key, {
				key,
				id,
				title: textOf( elements.objekttitel ),
				status: estateStatusOf( elements ),
				elements,
				pictureUrl: textOf( picture.url ),
				broker: parseEstateBroker( item.broker ),
				settings: parseEstateSettings( item.settings ),
				relations: [ relation ],
			} );
		} );
	}
	return Array.from( cards.values() );
}

/**
 * How wide a card shows its picture: the dashboard's grid has one column on a phone, two from
 * 600 px and three from 1024 px, inside the theme's and the shell's margins (measured in Twenty
 * Twenty-Five; a little more than the picture's width, so the browser never picks a smaller one).
 */
export const CARD_PICTURE_SIZES =
	'(min-width: 1024px) 21rem, (min-width: 600px) calc(50vw - 3rem), calc(100vw - 4rem)';

/**
 * A card's picture in the widths its layout needs; null for none or an unsafe one.
 *
 * @param card   The card.
 * @param policy Build mode and API base (`currentLinkPolicy()` for this page).
 */
export function cardPicture(
	card: EstateCardData | undefined,
	policy: LinkPolicy
): PictureSources | null {
	return card
		? pictureSources( card.pictureUrl, policy, CARD_PICTURE_SIZES )
		: null;
}
