/**
 * The activity timeline of the Overview, newest first. Each entry is an accordion: its button shows
 * date and time (DD.MM.YYYY HH:mm), the kind's icon and tag, the action type, a 'cancelled' tag when
 * the advisory level is 'G Absage', the user (photo or initials, and name) and the remark cut at 56
 * characters; the body holds the whole remark. A failed load is only logged and shows nothing.
 */
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { __ } from '@wordpress/i18n';
import { Avatar } from '../../../components/avatar';
import { Spinner } from '../../../components/spinner';
import { Tag } from '../../../components/tag';
import { formatDate } from '../../../entities/estate/values';
import { safeImageUrl } from '../../../lib/image-url';
import { logFailure } from '../../../lib/log';
import { truncateText } from '../../../lib/truncate';
import { useGetEstateLogQuery } from '../api';
import type { LogEntry, LogUser } from '../reporting';
import { actionKindOf } from './action-kind';
import { currentLinkPolicy } from '../../../config/config';

/** How many characters of the remark the header shows. */
export const HEADER_LIMIT = 56;

/** The advisory level that marks a cancellation. */
export const CANCELLED_LEVEL = 'G Absage';

/**
 * Date and time of a log date `YYYY-MM-DD HH:mm:ss` (the broker's local time, shown as it is).
 *
 * @param value The log date.
 */
export function logDateParts( value: string ): {
	date: string;
	time: string;
	iso: string;
} {
	const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})/.exec(
		value.trim()
	);
	const date = formatDate( value );
	if ( ! match || date === '' ) {
		return { date, time: '', iso: '' };
	}
	return {
		date,
		time: `${ match[ 2 ] }:${ match[ 3 ] }`,
		iso: `${ match[ 1 ] }T${ match[ 2 ] }:${ match[ 3 ] }`,
	};
}

/**
 * The name a log user goes by.
 *
 * @param user The user.
 */
const userName = ( user: LogUser ): string =>
	[ user.firstname, user.lastname ].filter( Boolean ).join( ' ' ) ||
	user.name;

/**
 * One entry.
 *
 * @param props
 * @param props.entry The activity.
 * @param props.user  Its user, when the log names one.
 */
function TimelineEntry( { entry, user }: { entry: LogEntry; user?: LogUser } ) {
	const [ open, setOpen ] = useState( false );
	const bodyId = useId();
	const { date, time, iso } = logDateParts( entry.date );
	const kind = actionKindOf( entry.kind );
	const cancelled = entry.level.trim() === CANCELLED_LEVEL;
	return (
		<li className={ `ca-timeline__entry ca-timeline__entry--${ kind.id }` }>
			<span className="ca-timeline__icon">{ kind.icon }</span>
			<div className="ca-timeline__card">
				<h3 className="ca-timeline__heading">
					<button
						type="button"
						className="ca-timeline__toggle"
						aria-expanded={ open }
						aria-controls={ bodyId }
						onClick={ () => setOpen( ! open ) }
					>
						<span className="ca-timeline__meta">
							{ date && (
								<time
									className="ca-timeline__time"
									dateTime={ iso || undefined }
								>
									{ time ? `${ date } ${ time }` : date }
								</time>
							) }
							<Tag className="ca-timeline__kind">
								{ kind.label }
							</Tag>
							{ entry.type && (
								<span className="ca-timeline__type">
									{ entry.type }
								</span>
							) }
							{ cancelled && (
								<Tag
									tone="alert"
									className="ca-timeline__cancelled"
								>
									{ __( 'cancelled', 'customer-area' ) }
								</Tag>
							) }
							{ user && (
								<span className="ca-timeline__user">
									<Avatar
										user={ user }
										imageUrl={ safeImageUrl(
											user.photo,
											currentLinkPolicy()
										) }
										size={ 24 }
									/>
									{ userName( user ) }
								</span>
							) }
						</span>
						{ entry.remark && (
							<span className="ca-timeline__summary">
								{ truncateText( entry.remark, HEADER_LIMIT ) }
							</span>
						) }
					</button>
				</h3>
				<div
					id={ bodyId }
					className="ca-timeline__body"
					hidden={ ! open }
				>
					<p>{ entry.remark || entry.type }</p>
				</div>
			</div>
		</li>
	);
}

/**
 * The timeline under its heading.
 *
 * @param props
 * @param props.estateId The estate.
 */
export function Timeline( { estateId }: { estateId: string } ) {
	const headingId = useId();
	const { data, error } = useGetEstateLogQuery( estateId );
	// The entries render in a deferred pass, which React renders in slices: the answer's own
	// update renders in one piece, inside an animation frame, and a long log kept the main thread
	// busy there (the spinner stays meanwhile).
	const log = useDeferredValue( data );
	useEffect( () => {
		if ( error ) {
			logFailure( `log of estate ${ estateId }`, error );
		}
	}, [ error, estateId ] );
	if ( error && ! log ) {
		return null;
	}
	let content;
	if ( ! log ) {
		content = <Spinner />;
	} else if ( log.entries.length === 0 ) {
		content = (
			<p className="ca-timeline__empty">
				{ __( 'No activities yet.', 'customer-area' ) }
			</p>
		);
	} else {
		content = (
			<ol className="ca-timeline">
				{ log.entries.map( ( entry, index ) => (
					<TimelineEntry
						// Ids from the answer may repeat; the log keeps its order.
						key={ `${ index }:${ entry.id }` }
						entry={ entry }
						user={
							entry.userNr ? log.users[ entry.userNr ] : undefined
						}
					/>
				) ) }
			</ol>
		);
	}
	return (
		<section className="ca-overview__section" aria-labelledby={ headingId }>
			<h2 className="ca-estate__heading" id={ headingId }>
				{ __( 'Activities', 'customer-area' ) }
			</h2>
			{ content }
		</section>
	);
}
