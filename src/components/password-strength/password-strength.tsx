/**
 * The strength overlay of a password field (spec 1 section 4): a small popover under the field
 * with a bar and a label. It sits inside a persistent polite live region, so the level is
 * announced while the customer types without moving focus.
 */
import { __ } from '@wordpress/i18n';
import {
	passwordStrength,
	STRENGTH_BAR_WIDTH,
	type StrengthLevel,
} from './strength';
import './password-strength.scss';

/** Which wording the labels use: the register view's or the reset page's (spec 1 section 2). */
export type StrengthWording = 'register' | 'reset';

/**
 * The label of a level in one wording. Level 0 is the prompt (decision 22).
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
	password: string;
	open: boolean;
	wording: StrengthWording;
}

/**
 * @param props
 * @param props.password The current password.
 * @param props.open     Whether the overlay shows.
 * @param props.wording  Label wording.
 */
export function PasswordStrength( {
	password,
	open,
	wording,
}: PasswordStrengthProps ) {
	const level = passwordStrength( password );
	return (
		<div className="ca-strength-live" role="status" aria-live="polite">
			{ open && (
				<div className={ `ca-strength ca-strength--level-${ level }` }>
					<div className="ca-strength__track" aria-hidden="true">
						<div
							className="ca-strength__bar"
							data-level={ level }
							style={ { width: STRENGTH_BAR_WIDTH[ level ] } }
						/>
					</div>
					<p className="ca-strength__label">
						{ strengthLabel( level, wording ) }
					</p>
				</div>
			) }
		</div>
	);
}
