/**
 * The dashboard's estates, the estate detail, and the owner's reporting: short stats, chart widgets and the
 * activity log.
 */
import type { SandboxContext } from '../context';
import {
	accessEstate,
	brokerOf,
	customerLogNr,
	imageUrl,
	listItem,
	logPeople,
	relationsOf,
} from '../estates';
import { error, isReply, ok, signedIn, type HandlersOf } from '../pipeline';
import { ESTATE_FIELDS } from '../seed/estate-fields';
import { localizeLogEntry } from '../seed/activity-log';
import { localizeWidget } from '../seed/reporting';
import type { DbEstate, Lang, Schemas } from '../types';
import { berlinDateTime } from '../util';

type EstateOperation =
	| 'listEstates'
	| 'getEstate'
	| 'getEstateShortStats'
	| 'getEstateStats'
	| 'getEstateLog'
	| 'createEstateLog';

/**
 * How the estate system describes a field in one language, with the labels of its codes when it has them.
 * @param key  The field name.
 * @param lang The language.
 */
function fieldLabel( key: string, lang: Lang ): Schemas[ 'FieldLabel' ] {
	const f = ESTATE_FIELDS[ key ];
	if ( ! f ) {
		return { label: key, type: 'varchar' };
	}
	return {
		label: f.label[ lang ],
		type: f.type,
		...( f.permittedvalues
			? {
					permittedvalues: Object.fromEntries(
						Object.entries( f.permittedvalues ).map(
							( [ code, label ] ) => [ code, label[ lang ] ]
						)
					),
				}
			: {} ),
	};
}

const statistics = ( s: DbEstate[ 'settings' ] ) =>
	s.reporting && s.reporting_statistics;
const activities = ( s: DbEstate[ 'settings' ] ) =>
	s.reporting && s.reporting_activities;

/**
 * The handlers of the dashboard, the estate detail and the reporting calls.
 * @param sb The sandbox.
 */
export function estateHandlers(
	sb: SandboxContext
): HandlersOf< EstateOperation > {
	return {
		listEstates: signedIn( ( _call, user ) => {
			const out: Schemas[ 'DashboardResponse' ] = {
				estatesOwned: [],
				estatesInterested: [],
				estatesContactPerson: [],
			};
			const lists = {
				owner: out.estatesOwned,
				interested: out.estatesInterested,
				contactperson: out.estatesContactPerson,
			};
			for ( const e of sb.db().estates ) {
				for ( const r of relationsOf( e, user ) ) {
					lists[ r.type ].push( listItem( sb, e ) );
				}
			}
			return ok( out );
		} ),

		getEstate: signedIn( ( { params, lang }, user ) => {
			const e = accessEstate( sb, user, params.id, { need: 'any' } );
			if ( isReply( e ) ) {
				return e;
			}
			const labels: Record< string, Schemas[ 'FieldLabel' ] > = {};
			for ( const key of Object.keys( e.elements ) ) {
				labels[ key ] = fieldLabel( key, lang );
			}
			return ok( {
				data: [
					{ id: e.id, type: 'estate' as const, elements: e.elements },
				],
				fields: [ { elements: labels } ],
				images: [
					{
						elements: e.images.map( ( i ) => ( {
							url: imageUrl( sb, i.file ),
							title: i.title,
							type: i.type,
						} ) ),
					},
				],
				settings: e.settings,
				relations: relationsOf( e, user ).map( ( r ) => ( {
					type: r.type,
					owner: r.type === 'owner',
				} ) ),
				broker: brokerOf( sb, e.brokerId ),
			} );
		} ),

		getEstateShortStats: signedIn( ( { params }, user ) => {
			const e = accessEstate( sb, user, params.id, {
				need: 'owner',
				feature: statistics,
			} );
			return isReply( e ) ? e : ok( { data: e.shortStats } );
		} ),

		getEstateStats: signedIn( ( { params, lang }, user ) => {
			const e = accessEstate( sb, user, params.id, {
				need: 'owner',
				feature: statistics,
			} );
			if ( isReply( e ) ) {
				return e;
			}
			if ( sb.takeStatsFailure( e.id ) ) {
				// One estate's first stats call fails once, so the front end's single retry is exercised.
				return error( 500, 'generic_error' );
			}
			return ok( {
				data: e.widgets.map( ( w ) => localizeWidget( w, lang ) ),
			} );
		} ),

		getEstateLog: signedIn( ( { params, lang }, user ) => {
			const e = accessEstate( sb, user, params.id, {
				need: 'owner',
				feature: activities,
			} );
			if ( isReply( e ) ) {
				return e;
			}
			const entries = [ ...e.log ]
				.sort( ( a, b ) => b.Datum.localeCompare( a.Datum ) )
				.map( ( entry ) => localizeLogEntry( entry, lang ) );
			return ok( {
				estateLog: entries,
				...logPeople( sb, entries ),
				statisticWidgets: e.widgets.map( ( w ) => w.key ),
			} );
		} ),

		createEstateLog: signedIn( ( { params, body }, user ) => {
			const e = accessEstate( sb, user, params.id, { need: 'owner' } );
			if ( isReply( e ) ) {
				return e;
			}
			const entry: Schemas[ 'EstateLogEntry' ] = {
				id: `c${ sb.db().nextLogId++ }`,
				// The broker's local time, as the estate system records it.
				Datum: berlinDateTime( sb.now() ),
				Bemerkung: body.note,
				Aktionsart: body.actionkind,
				Aktionstyp: body.actiontype,
				Beratungsebene: '',
				Benutzer_nr: customerLogNr( user ),
			};
			// Recorded for the broker, not echoed into the owner's log as if it were the broker's
			// activity (docs/behaviour.md "Reporting visits").
			e.crmActivity.unshift( entry );
			sb.store.save();
			return ok( { message: 'log_created' as const, data: entry }, 201 );
		} ),
	};
}
