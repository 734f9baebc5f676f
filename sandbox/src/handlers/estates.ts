/**
 * The dashboard's estates, the estate detail, and the owner's reporting: short stats, chart widgets and the
 * activity log.
 */
import type { SandboxContext } from '../context';
import {
	accessEstate,
	brokerOf,
	imageUrl,
	listItem,
	relationsOf,
} from '../estates';
import { error, isReply, ok, signedIn, type HandlersOf } from '../pipeline';
import { ESTATE_FIELD_LABELS, logDate } from '../seed/estates';
import { LOG_USERS } from '../seed/people';
import type { DbEstate, Schemas } from '../types';

type EstateOperation =
	| 'listEstates'
	| 'getEstate'
	| 'getEstateShortStats'
	| 'getEstateStats'
	| 'getEstateLog'
	| 'createEstateLog';

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
				const l = ESTATE_FIELD_LABELS[ key ];
				labels[ key ] = l
					? { label: l.label[ lang ], type: l.type }
					: { label: key, type: 'varchar' };
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

		getEstateStats: signedIn( ( { params }, user ) => {
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
			return ok( { data: e.widgets } );
		} ),

		getEstateLog: signedIn( ( { params }, user ) => {
			const e = accessEstate( sb, user, params.id, {
				need: 'owner',
				feature: activities,
			} );
			if ( isReply( e ) ) {
				return e;
			}
			const entries = [ ...e.log ].sort( ( a, b ) =>
				b.Datum.localeCompare( a.Datum )
			);
			const users = LOG_USERS.filter( ( u ) =>
				entries.some( ( x ) => x.Benutzer_nr === u.Nr )
			);
			return ok( {
				estateLog: entries,
				estateLogUsers: users.map( ( { photo, ...elements } ) => ( {
					id: elements.Nr,
					elements,
				} ) ),
				estateLogUsersPhoto: users.flatMap( ( u ) =>
					u.photo
						? [
								{
									id: u.Nr,
									elements: {
										photo: `${ sb.publicUrl }/media/users/${ u.photo }`,
									},
								},
							]
						: []
				),
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
				Datum: logDate( sb.now() ),
				Bemerkung: body.note,
				Aktionsart: body.actionkind,
				Aktionstyp: body.actiontype,
				Beratungsebene: '',
				Benutzer_nr: '',
			};
			e.log.unshift( entry );
			sb.store.save();
			return ok( { message: 'log_created' as const, data: entry }, 201 );
		} ),
	};
}
