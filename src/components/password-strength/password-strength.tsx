/**
 * The strength overlay of a password field: a small popover under the field
 * with a bar and a label. It sits inside a persistent polite live region, so the level is
 * announced while the customer types without moving focus. The current label is also the field's
 * description (`id`, for the input's aria-describedby), so it is read with the field on focus; the
 * 'Enter a password' prompt is therefore kept out of the live region, or it would be announced a
 * second time on every focus.
 */
import { __ } from '@wordpress/i18n';
import {
	passwordStrength,
	STRENGTH_BAR_WIDTH,
	type StrengthLevel,
} from './strength';
import './password-strength.scss';

/** Which wording the labels use: the register view's ('Weak Password') or the reset page's ('Weak'). */
export type StrengthWording = 'register' | 'reset';

/**
 * The label of a level in one wording. Level 0 is the prompt 'Enter a password'.
 *
 * @param level   Strength level.
 * @param wording Register ('Weak Password', …) or reset ('Weak', 'Medium', 'Strong Password').
 */
export function strengthLabel(
	level: StrengthLevel,
	wording: StrengthWording
): string {
	switch ( level ) {
		case 0:
			return __( 'Enter a password', 'customer-area' );
		case 1:
			return wording === 'register'
				? __( 'Weak Password', 'customer-area' )
				: __( 'Weak', 'customer-area' );
		case 2:
			return wording === 'register'
				? __( 'Medium Password', 'customer-area' )
				: __( 'Medium', 'customer-area' );
		case 3:
			return __( 'Strong Password', 'customer-area' );
	}
}

/** Props of the overlay. */
export interface PasswordStrengthProps {
	/** The current password. */
	password: string;
	/** Whether the overlay shows. */
	open: boolean;
	/** Label wording. */
	wording: StrengthWording;
	/** Id of the label's description, to be added to the input's aria-describedby. */
	id: string;
}

/**
 * The bar and the label of the current password's level.
 *
 * @param props See PasswordStrengthProps.
 */
export function PasswordStrength( props: PasswordStrengthProps ) {
	const { password, open, wording, id } = props;
	const level = passwordStrength( password );
	const label = strengthLabel( level, wording );
	return (
		<>
			<div className="ca-strength-live" role="status" aria-live="polite">
				{ open && (
					<div
						className={ `ca-strength ca-strength--level-${ level }` }
					>
						<div className="ca-strength__track" aria-hidden="true">
							<div
								className="ca-strength__bar"
								data-level={ level }
								style={ { width: STRENGTH_BAR_WIDTH[ level ] } }
							/>
						</div>
						{ /* The prompt is read as the description on focus; keyed apart so the first level is a new node, announced. */ }
						<p
							key={ level === 0 ? 'prompt' : 'level' }
							className="ca-strength__label"
							aria-hidden={ level === 0 || undefined }
						>
							{ label }
						</p>
					</div>
				) }
			</div>
			<span id={ id } hidden>
				{ label }
			</span>
		</>
	);
}
