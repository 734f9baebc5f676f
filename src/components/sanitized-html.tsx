/**
 * The one component that renders HTML from the CRM (estate descriptions and the like). Everything
 * passes DOMPurify with a small allowlist first; `dangerouslySetInnerHTML` appears nowhere else
 * (enforced by lint). See docs/behaviour.md "Safe links and CRM HTML".
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { isPlainMailtoHref, isPlainTelHref } from '../lib/contact-links';
import { safeExternalHref } from '../lib/safe-url';
import { currentLinkPolicy } from '../config/config';

/** Tags the CRM's rich text may use. */
const ALLOWED_TAGS = [
	'p',
	'br',
	'strong',
	'b',
	'em',
	'i',
	'u',
	'ul',
	'ol',
	'li',
	'h3',
	'h4',
	'a',
	'span',
];

/** Attributes kept on those tags (links get safe rel/target below). */
const ALLOWED_ATTR = [ 'href', 'title' ];

let hooked = false;

/**
 * The link target a CRM link may keep: what `safeExternalHref` allows for links from data
 * (`https:`, `http:` only to localhost), a `mailto:` of one plain address with nothing after it,
 * and a `tel:` of one plain number (src/lib/contact-links.ts). Null drops the target; the link's
 * text stays.
 *
 * @param href The `href` DOMPurify left.
 */
export function allowedLinkHref( href: string ): string | null {
	const trimmed = href.trim();
	if ( /^mailto:/i.test( trimmed ) ) {
		return isPlainMailtoHref( trimmed ) ? trimmed : null;
	}
	if ( /^tel:/i.test( trimmed ) ) {
		return isPlainTelHref( trimmed ) ? trimmed : null;
	}
	return safeExternalHref( trimmed, currentLinkPolicy() );
}

/**
 * Adds the link hook once: links keep only the targets of `allowedLinkHref` and always open in a
 * new tab without opener or referrer. Only links keep an `href`: on any other element it would be
 * a URL the link rule never saw.
 */
function ensureLinkHook(): void {
	if ( hooked ) {
		return;
	}
	hooked = true;
	DOMPurify.addHook( 'afterSanitizeAttributes', ( node ) => {
		if ( node.tagName !== 'A' && node.hasAttribute( 'href' ) ) {
			node.removeAttribute( 'href' );
		}
		if ( node.tagName === 'A' ) {
			const href = node.getAttribute( 'href' );
			if ( href !== null ) {
				const allowed = allowedLinkHref( href );
				if ( allowed === null ) {
					node.removeAttribute( 'href' );
				} else {
					node.setAttribute( 'href', allowed );
				}
			}
			node.setAttribute( 'target', '_blank' );
			node.setAttribute( 'rel', 'noopener noreferrer' );
		}
	} );
}

/**
 * Sanitizes CRM HTML with the allowlist.
 *
 * @param html Untrusted HTML.
 */
export function sanitizeHtml( html: string ): string {
	ensureLinkHook();
	return DOMPurify.sanitize( html, {
		ALLOWED_TAGS,
		ALLOWED_ATTR,
		ADD_ATTR: [ 'target', 'rel' ],
		ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:)/i,
	} );
}

/** Props of the sanitizer component. */
export interface SanitizedHtmlProps {
	/** Untrusted HTML from the API; anything but a string renders nothing. */
	html: unknown;
	/** Class of the wrapper `<div>`. */
	className?: string;
}

/**
 * Renders untrusted HTML after sanitizing it.
 *
 * @param props See SanitizedHtmlProps.
 */
export function SanitizedHtml( props: SanitizedHtmlProps ) {
	const { html, className } = props;
	const clean = useMemo(
		() => sanitizeHtml( typeof html === 'string' ? html : '' ),
		[ html ]
	);
	return (
		<div
			className={ className }
			// eslint-disable-next-line react/no-danger -- the one sanitizer component: input passed DOMPurify above.
			dangerouslySetInnerHTML={ { __html: clean } }
		/>
	);
}
