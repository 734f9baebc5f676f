/**
 * An error boundary for a part that may fail without the screen around it failing: a lazy chunk
 * that cannot be loaded (offline), a library that throws. The part is left out and the failure
 * logged; what the screen says otherwise (a chart's table, the toasts' live regions) stays.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logFailure } from '../lib/log';

/** Props of the boundary. */
interface QuietBoundaryProps {
	/** What the part is, for the log. */
	name: string;
	/** The part. */
	children: ReactNode;
}

/**
 * Renders its children, or nothing once they failed.
 */
export class QuietBoundary extends Component<
	QuietBoundaryProps,
	{ failed: boolean }
> {
	override state = { failed: false };

	static getDerivedStateFromError() {
		return { failed: true };
	}

	override componentDidCatch( error: Error, info: ErrorInfo ): void {
		logFailure( this.props.name, { error, info } );
	}

	override render() {
		return this.state.failed ? null : this.props.children;
	}
}
