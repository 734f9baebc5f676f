/**
 * The Overview's answers read defensively: the chart widgets (`GET …/stats`) and the activity log
 * with its users and their photos (`GET …/log`). A malformed widget or entry is skipped; an answer
 * without its list fails (and shows nothing).
 */
import type { components } from '../../api/generated/openapi';
import type { ChartData, ChartKind } from '../../components/chart';
import { isObjectOf } from '../../lib/is-object';
import { textOf } from '../../entities/estate/values';

type Schemas = components[ 'schemas' ];

/** One chart widget. */
export interface StatWidget {
	title: string;
	total: number | null;
	trend: number | null;
	chart: ChartData;
}

/** One activity. */
export interface LogEntry {
	id: string;
	/** Local time `YYYY-MM-DD HH:mm:ss`. */
	date: string;
	remark: string;
	/** Action kind, e.g. Email, Telefonat, Besichtigung. */
	kind: string;
	/** Action type. */
	type: string;
	/** Advisory level; `G Absage` marks a cancellation. */
	level: string;
	/** The user's `Nr`, `''` when none. */
	userNr: string;
}

/** A user named in the log (the names as the avatar reads them). */
export interface LogUser {
	firstname: string;
	lastname: string;
	name: string;
	salutation: string;
	email: string;
	/** Photo URL as sent, `''` when none. */
	photo: string;
}

/** The activity log. */
export interface EstateLog {
	entries: LogEntry[];
	/** Users by `Nr`. */
	users: Record< string, LogUser >;
}

const KINDS: ReadonlySet< string > = new Set( [
	'pie',
	'doughnut',
	'bar',
	'line',
] satisfies Array< Schemas[ 'StatWidget' ][ 'chartType' ] > );

const finiteOrNull = ( value: unknown ): number | null =>
	typeof value === 'number' && Number.isFinite( value ) ? value : null;

/**
 * A widget, or null when it cannot be drawn.
 *
 * @param value One entry of `data`.
 */
function parseWidget( value: unknown ): StatWidget | null {
	if (
		! isObjectOf< Schemas[ 'StatWidget' ] >( value ) ||
		! KINDS.has( textOf( value.chartType ) ) ||
		! Array.isArray( value.labels ) ||
		! Array.isArray( value.datasets )
	) {
		return null;
	}
	const datasets = value.datasets.flatMap( ( dataset: unknown ) =>
		isObjectOf< Schemas[ 'StatWidget' ][ 'datasets' ][ number ] >(
			dataset
		) && Array.isArray( dataset.data )
			? [
					{
						label: textOf( dataset.label ),
						data: dataset.data.map(
							( point: unknown ) => finiteOrNull( point ) ?? 0
						),
					},
				]
			: []
	);
	if ( datasets.length === 0 ) {
		return null;
	}
	const trend = isObjectOf< Schemas[ 'StatWidget' ][ 'trend' ] >(
		value.trend
	)
		? value.trend.percentage
		: undefined;
	return {
		title: textOf( value.title ),
		total: finiteOrNull( value.total ),
		trend: finiteOrNull( trend ),
		chart: {
			kind: textOf( value.chartType ) as ChartKind,
			labels: value.labels.map( ( label: unknown ) => textOf( label ) ),
			datasets,
		},
	};
}

/**
 * The widgets of a stats answer; throws when `data` is not a list.
 *
 * @param answer The parsed answer body.
 */
export function parseStats( answer: unknown ): StatWidget[] {
	const data = isObjectOf< Schemas[ 'StatsResponse' ] >( answer )
		? answer.data
		: undefined;
	if ( ! Array.isArray( data ) ) {
		throw new Error( 'The stats answer has no widgets.' );
	}
	return data.flatMap( ( widget: unknown ) => parseWidget( widget ) ?? [] );
}

/**
 * The log of a log answer, newest first; throws when `estateLog` is not a list.
 *
 * @param answer The parsed answer body.
 */
export function parseLog( answer: unknown ): EstateLog {
	if (
		! isObjectOf< Schemas[ 'EstateLogResponse' ] >( answer ) ||
		! Array.isArray( answer.estateLog )
	) {
		throw new Error( 'The log answer has no entries.' );
	}
	const entries: LogEntry[] = answer.estateLog.flatMap(
		( entry: unknown, index ) =>
			isObjectOf< Schemas[ 'EstateLogEntry' ] >( entry )
				? [
						{
							id: textOf( entry.id ) || String( index ),
							date: textOf( entry.Datum ),
							remark: textOf( entry.Bemerkung ),
							kind: textOf( entry.Aktionsart ),
							type: textOf( entry.Aktionstyp ),
							level: textOf( entry.Beratungsebene ),
							userNr: textOf( entry.Benutzer_nr ),
						},
					]
				: []
	);
	// Newest first; the text form sorts like the time it names.
	entries.sort( ( a, b ) => b.date.localeCompare( a.date ) );
	// Keys come from the answer: objects without a prototype keep `__proto__` an ordinary key.
	const photos: Record< string, string > = Object.create( null );
	if ( Array.isArray( answer.estateLogUsersPhoto ) ) {
		for ( const photo of answer.estateLogUsersPhoto ) {
			if (
				isObjectOf< Schemas[ 'EstateLogUserPhoto' ] >( photo ) &&
				isObjectOf< Schemas[ 'EstateLogUserPhoto' ][ 'elements' ] >(
					photo.elements
				)
			) {
				photos[ textOf( photo.id ) ] = textOf( photo.elements.photo );
			}
		}
	}
	const users: Record< string, LogUser > = Object.create( null );
	if ( Array.isArray( answer.estateLogUsers ) ) {
		for ( const user of answer.estateLogUsers ) {
			if (
				! isObjectOf< Schemas[ 'EstateLogUser' ] >( user ) ||
				! isObjectOf< Schemas[ 'EstateLogUser' ][ 'elements' ] >(
					user.elements
				)
			) {
				continue;
			}
			const { elements } = user;
			const nr = textOf( elements.Nr ) || textOf( user.id );
			if ( nr === '' ) {
				continue;
			}
			users[ nr ] = {
				firstname: textOf( elements.Vorname ),
				lastname: textOf( elements.Nachname ),
				name: textOf( elements.Name ),
				salutation: textOf( elements.Anrede ),
				email: textOf( elements.email ),
				photo: photos[ nr ] ?? '',
			};
		}
	}
	return { entries, users };
}
