/**
 * The upload of one checklist row: the chosen file, the running request with its progress, cancel,
 * failure and retry. The dialog renders what this hook holds.
 *
 * - A file is chosen only after the uploader's checks; a refusal keeps the previous choice.
 * - Cancel aborts the request; the file stays chosen, so the upload can be started again.
 * - A failure keeps the file too: "Try again" sends the same file without choosing it anew.
 * - Leaving (unmounting) while an upload runs aborts it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { __ } from '@wordpress/i18n';
import { useSetup } from '../../config/config-context';
import { useUploadDocumentMutation } from './api';

/** Where an upload stands. */
export type UploadPhase = 'idle' | 'uploading' | 'failed';

interface UploadState {
	/** The chosen file, kept for a retry. */
	file: File | null;
	phase: UploadPhase;
	/** 0–100 while uploading. */
	progress: number;
	/** Why the last file offered was refused, or why nothing can be sent. */
	refusal: string | null;
	/** The failed call (RTK Query error) while `phase` is 'failed'. */
	error: unknown;
	/** The last upload was cancelled by the customer. */
	cancelled: boolean;
}

/** What the dialog shows and can do. */
export interface DocumentUpload extends UploadState {
	choose: ( file: File ) => void;
	refuse: ( message: string ) => void;
	/** Sends the chosen file (also the retry). */
	start: () => void;
	/** Aborts the running upload. */
	cancel: () => void;
}

const INITIAL: UploadState = {
	file: null,
	phase: 'idle',
	progress: 0,
	refusal: null,
	error: null,
	cancelled: false,
};

/** What identifies the row an upload is for. */
export interface UploadTarget {
	estateId: string;
	/** The row's `data_attribute`. */
	attribute: string;
	/** Called once the file is stored. */
	onUploaded: () => void;
}

/**
 * @param target The row and what happens after success.
 */
export function useDocumentUpload( target: UploadTarget ): DocumentUpload {
	const { estateId, attribute, onUploaded } = target;
	const { config } = useSetup();
	const [ upload ] = useUploadDocumentMutation();
	const [ state, setState ] = useState< UploadState >( INITIAL );
	// The running attempt; answers and progress of any other (cancelled) attempt are ignored.
	const running = useRef< { abort: () => void } | null >( null );
	const done = useRef( onUploaded );
	done.current = onUploaded;

	useEffect(
		() => () => {
			running.current?.abort();
			running.current = null;
		},
		[]
	);

	const choose = useCallback( ( file: File ) => {
		setState( { ...INITIAL, file } );
	}, [] );

	const refuse = useCallback( ( message: string ) => {
		setState( ( current ) => ( {
			...current,
			phase: current.phase === 'uploading' ? 'uploading' : 'idle',
			refusal: message,
			error: null,
			cancelled: false,
		} ) );
	}, [] );

	const start = useCallback( () => {
		const file = state.file;
		if ( running.current ) {
			return;
		}
		if ( ! file ) {
			setState( ( current ) => ( {
				...current,
				refusal: __( 'Please choose a file.', 'customer-area' ),
			} ) );
			return;
		}
		setState( {
			...INITIAL,
			file,
			phase: 'uploading',
		} );
		const attempt = { abort: () => undefined as void };
		running.current = attempt;
		const pending = upload( {
			estateId,
			attribute,
			siteOrigin: config.siteOrigin,
			file,
			onProgress: ( progress ) => {
				if ( running.current === attempt ) {
					setState( ( current ) => ( { ...current, progress } ) );
				}
			},
		} );
		attempt.abort = () => pending.abort();
		pending.unwrap().then(
			() => {
				if ( running.current === attempt ) {
					running.current = null;
					done.current();
				}
			},
			( error: unknown ) => {
				if ( running.current === attempt ) {
					running.current = null;
					setState( {
						...INITIAL,
						file,
						phase: 'failed',
						error,
					} );
				}
			}
		);
	}, [ attribute, config.siteOrigin, estateId, state.file, upload ] );

	const cancel = useCallback( () => {
		const attempt = running.current;
		if ( ! attempt ) {
			return;
		}
		running.current = null;
		attempt.abort();
		setState( ( current ) => ( {
			...INITIAL,
			file: current.file,
			cancelled: true,
		} ) );
	}, [] );

	return { ...state, choose, refuse, start, cancel };
}
