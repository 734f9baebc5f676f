/**
 * The one place FilePond is used (through react-filepond). This module is its own lazy chunk
 * ("uploader"), loaded the first time an uploader renders; see docs/architecture.md
 * "Dependencies".
 *
 * FilePond is the drop area and the browse button only: every file it is given is checked here
 * (type by name and content, size), handed to `onChoose` or refused through `onRefuse`, and never
 * kept in FilePond's own list. Sending, progress and retry belong to the caller, who shows them
 * in the product's own words.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { __ } from '@wordpress/i18n';
import { FilePond, registerPlugin } from 'react-filepond';
import 'filepond/dist/filepond.min.css';
import { useSetup } from '../../config/config-context';
import { escapeHtml } from '../../lib/escape-html';
import { refusalOf, tooManyFilesText } from './file-checks';
import type { UploaderProps } from './types';
import './uploader.scss';

/**
 * FilePond's core writes its `accept` attribute from an `acceptedFileTypes` option that only its
 * type-validation plugin declares; this declares the option alone (the checks are ours).
 *
 * @param plugin       What FilePond hands a plugin.
 * @param plugin.utils FilePond's helpers (its option types).
 */
registerPlugin(
	( { utils }: { utils: { Type: Record< string, unknown > } } ) => ( {
		options: { acceptedFileTypes: [ [], utils.Type.ARRAY ] },
	} )
);

/** Mime types of the extensions, so the browse dialog can filter by type as well. */
const MIME_OF_EXTENSION: Record< string, string > = {
	pdf: 'application/pdf',
	png: 'image/png',
	jpg: 'image/jpeg',
	jpeg: 'image/jpeg',
	gif: 'image/gif',
};

/** How many files may be chosen at once. */
const FILE_LIMIT = 1;

/**
 * The drop area with its browse button.
 *
 * @param props The uploader's props.
 */
export default function FilePicker( props: UploaderProps ) {
	const {
		rules,
		onChoose,
		onRefuse,
		disabled = false,
		invalid = false,
		describedBy,
	} = props;
	const { language } = useSetup();
	const wrapper = useRef< HTMLDivElement >( null );
	// FilePond creates its browse input itself; the description and the invalid state go there.
	const describeInput = useCallback( () => {
		const input =
			wrapper.current?.querySelector< HTMLInputElement >(
				'input[type="file"]'
			);
		if ( ! input ) {
			return;
		}
		if ( describedBy ) {
			input.setAttribute( 'aria-describedby', describedBy );
		} else {
			input.removeAttribute( 'aria-describedby' );
		}
		input.setAttribute( 'aria-invalid', String( invalid ) );
		// FilePond makes the "browse" words a second tab stop without a role; the input itself,
		// named by the whole label, is the one keyboard stop (Space or Enter opens the file dialog).
		wrapper.current
			?.querySelector( '.filepond--label-action' )
			?.removeAttribute( 'tabindex' );
		// FilePond announces files it adds and removes; this uploader never keeps any, so that
		// region would only say "Removed …". The caller announces what happened instead.
		const assistant = wrapper.current?.querySelector(
			'.filepond--assistant'
		);
		if ( assistant ) {
			assistant.removeAttribute( 'role' );
			assistant.setAttribute( 'aria-live', 'off' );
			assistant.setAttribute( 'aria-hidden', 'true' );
		}
	}, [ describedBy, invalid ] );
	// FilePond replaces its input while disabled and after; the attributes follow each new one.
	useEffect( () => {
		describeInput();
		const root = wrapper.current;
		if ( ! root || typeof MutationObserver === 'undefined' ) {
			return;
		}
		const observer = new MutationObserver( describeInput );
		observer.observe( root, { childList: true, subtree: true } );
		return () => observer.disconnect();
	}, [ describeInput ] );
	const label = useMemo(
		() =>
			`${ escapeHtml(
				__( 'Drag and drop a file here or', 'customer-area' )
			) } <span class="filepond--label-action">${ escapeHtml(
				__( 'browse', 'customer-area' )
			) }</span>`,
		// The texts follow the language the app loaded.
		// eslint-disable-next-line react-hooks/exhaustive-deps -- `language` is the dependency of `__()`.
		[ language ]
	);
	const accept = useMemo(
		() =>
			Array.from(
				new Set(
					rules.extensions.flatMap( ( extension ) => [
						`.${ extension }`,
						MIME_OF_EXTENSION[ extension ],
					] )
				)
			).filter( ( type ) => type !== undefined ),
		[ rules.extensions ]
	);
	return (
		<div
			ref={ wrapper }
			className={ `ca-uploader${ invalid ? ' ca-uploader--invalid' : '' }` }
		>
			<FilePond
				name="file"
				allowMultiple={ false }
				maxFiles={ FILE_LIMIT }
				allowPaste={ false }
				allowProcess={ false }
				allowRevert={ false }
				instantUpload={ false }
				dropOnPage={ false }
				credits={ false }
				disabled={ disabled }
				labelIdle={ label }
				acceptedFileTypes={ accept }
				oninit={ describeInput }
				beforeAddFile={ async ( item ) => {
					const file = item.file as File;
					const refusal = await refusalOf( file, rules, language );
					if ( refusal ) {
						onRefuse( refusal );
					} else {
						onChoose( file );
					}
					// The caller holds the chosen file; FilePond's list stays empty.
					return false;
				} }
				onwarning={ () =>
					// FilePond warns only when more files come at once than allowed.
					onRefuse( tooManyFilesText( FILE_LIMIT ) )
				}
			/>
		</div>
	);
}
