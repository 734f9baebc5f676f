/**
 * Catches a screen that fails to render so the rest of the area stays usable and the visitor sees a
 * message instead of a blank page (hostile answers never blank the page). See
 * docs/architecture.md "Security rules".
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { __ } from '@wordpress/i18n';
import { logFailure } from '../lib/log';

/** Props of the boundary. */
interface Props {
	/** The screen it guards. */
	children: ReactNode;
	/** Changes (e.g. the route path) reset the boundary. */
	resetKey?: string;
}

interface State {
	/** The screen threw: the message shows instead. */
	failed: boolean;
	/** The reset key the state was derived for. */
	resetKey?: string;
}

/**
 * Error boundary used around every routed screen.
 */
export class RouteErrorBoundary extends Component< Props, State > {
	override state: State = { failed: false, resetKey: this.props.resetKey };

	static getDerivedStateFromError(): Partial< State > {
		return { failed: true };
	}

	static getDerivedStateFromProps(
		props: Props,
		state: State
	): State | null {
		if ( props.resetKey !== state.resetKey ) {
			return { failed: false, resetKey: props.resetKey };
		}
		return null;
	}

	override componentDidCatch( error: Error, info: ErrorInfo ): void {
		logFailure( 'a screen failed to render', { error, info } );
	}

	override render() {
		if ( ! this.state.failed ) {
			return this.props.children;
		}
		return (
			<div className="ca-screen-error" role="alert">
				<h2>{ __( 'Something went wrong', 'customer-area' ) }</h2>
				<p>
					{ __(
						'This part of the customer area could not be shown. Please try again.',
						'customer-area'
					) }
				</p>
				<button
					type="button"
					className="ca-button ca-button--secondary"
					onClick={ () => this.setState( { failed: false } ) }
				>
					{ __( 'Try again', 'customer-area' ) }
				</button>
			</div>
		);
	}
}
