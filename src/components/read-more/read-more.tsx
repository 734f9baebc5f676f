/**
 * CRM HTML shortened to a number of text characters with 'Read more' / 'Read less'. The HTML goes
 * through the one sanitizer first and is rendered by it; the cut never splits a tag or a word.
 */
import { useId, useMemo, useState } from 'react';
import { __ } from '@wordpress/i18n';
import { SanitizedHtml, sanitizeHtml } from '../sanitized-html';
import { htmlExcerpt } from './html-excerpt';

/** Props of the shortened text. */
export interface ReadMoreProps {
	/** Untrusted HTML from the API. */
	html: unknown;
	/** How many text characters show before 'Read more'. */
	limit: number;
	/** Class of the text. */
	className?: string;
}

/**
 * The text with its toggle (no toggle when it is short enough); nothing for empty HTML.
 *
 * @param props HTML, limit and class.
 */
export function ReadMore( props: ReadMoreProps ) {
	const { html, limit, className } = props;
	const [ expanded, setExpanded ] = useState( false );
	const id = useId();
	const clean = useMemo(
		() => sanitizeHtml( typeof html === 'string' ? html : '' ),
		[ html ]
	);
	const excerpt = useMemo(
		() => htmlExcerpt( clean, limit ),
		[ clean, limit ]
	);
	if ( clean.trim() === '' ) {
		return null;
	}
	const shown = expanded || ! excerpt.truncated ? clean : excerpt.html;
	return (
		<div className="ca-read-more">
			<div id={ id }>
				<SanitizedHtml className={ className } html={ shown } />
			</div>
			{ excerpt.truncated && (
				<button
					type="button"
					className="ca-link-button ca-read-more__toggle"
					aria-expanded={ expanded }
					aria-controls={ id }
					onClick={ () => setExpanded( ! expanded ) }
				>
					{ expanded
						? __( 'Read less', 'customer-area' )
						: __( 'Read more', 'customer-area' ) }
				</button>
			) }
		</div>
	);
}
