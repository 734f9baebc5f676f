/**
 * The uploader: a drop area with a browse button that checks each file (type by name and content,
 * size) before the caller gets it. FilePond behind it loads as its own chunk the first time an
 * uploader renders, so no screen pays for it before a customer opens an upload.
 */
import {
	Component,
	lazy,
	Suspense,
	type ErrorInfo,
	type ReactNode,
} from 'react';
import { __ } from '@wordpress/i18n';
import { logFailure } from '../../lib/log';
import { Spinner } from '../spinner';
import type { UploaderProps } from './types';

const FilePicker = lazy(
	() => import( /* webpackChunkName: "uploader" */ './file-picker' )
);

/**
 * Shows a short error instead of the drop area when its chunk cannot be loaded (e.g. offline),
 * so the rest of the screen stays usable.
 */
class LoadFailure extends Component< { children: ReactNode } > {
	override state = { failed: false };

	static getDerivedStateFromError() {
		return { failed: true };
	}

	override componentDidCatch( error: Error, info: ErrorInfo ): void {
		logFailure( 'the uploader could not be loaded', { error, info } );
	}

	override render() {
		return this.state.failed ? (
			<p className="ca-error-text" role="alert">
				{ __(
					'The upload area could not be loaded. Please try again later.',
					'customer-area'
				) }
			</p>
		) : (
			this.props.children
		);
	}
}

/**
 * The drop area with its browse button; a spinner until FilePond has loaded.
 *
 * @param props See `UploaderProps`.
 */
export function Uploader( props: UploaderProps ) {
	return (
		<LoadFailure>
			<Suspense fallback={ <Spinner /> }>
				<FilePicker { ...props } />
			</Suspense>
		</LoadFailure>
	);
}
