/**
 * A dropdown of checkboxes for choosing several options: a button shows the choice (or 'Please
 * select') and opens a panel with 'Select all' / 'Unselect all' and one native checkbox per
 * option. The panel is a disclosure, so Tab, Space and the arrow keys work as in any form; Escape
 * or leaving the control closes it and Escape gives focus back to the button. While the options
 * load it says 'Loading options...'; a problem with them (no source, a failed call) shows as text
 * tied to the button. A panel closed by a press on another control closes as the press ends
 * (docs/behaviour.md "A press is never lost").
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { __ } from '@wordpress/i18n';
import { FieldError } from '../form/field-parts';
import type { SelectOption } from '../form/select-field';
import { useHeldWhilePressed } from '../form/use-held-while-pressed';
import './multi-select.scss';

/** Props of a multi-select dropdown. */
export interface MultiSelectProps {
	/** The field's label. */
	label: string;
	/** Extra content after the label (e.g. an info button). */
	labelAddon?: ReactNode;
	/** Marks the field as required. */
	required?: boolean;
	options: SelectOption[];
	/** The chosen values. */
	value: string[];
	onChange: ( value: string[] ) => void;
	/** Called when focus leaves the control. */
	onBlur?: () => void;
	/** True while the options load. */
	loading?: boolean;
	/** Why there are no options (shown instead of them); '' when there is none. */
	problem?: string;
	/** The error message; nothing shows while it is ''. */
	error?: string;
}

/**
 * A multi-select dropdown.
 *
 * @param props See MultiSelectProps.
 */
export function MultiSelect( props: MultiSelectProps ) {
	const {
		label,
		labelAddon,
		required,
		options,
		value,
		onChange,
		onBlur,
		loading = false,
		problem = '',
		error = '',
	} = props;
	const base = useId();
	const ids = {
		label: `${ base }-label`,
		button: `${ base }-button`,
		panel: `${ base }-panel`,
		problem: `${ base }-problem`,
		error: `${ base }-error`,
	};
	const [ openNow, setOpen ] = useState( false );
	const open = useHeldWhilePressed( openNow );
	const root = useRef< HTMLDivElement >( null );
	const button = useRef< HTMLButtonElement >( null );
	const onBlurRef = useRef( onBlur );
	onBlurRef.current = onBlur;

	// Focus moving elsewhere (Tab away) or a press outside closes the panel (a press on the panel's
	// own padding does not); Escape inside closes it and gives focus back to the button.
	useEffect( () => {
		const element = root.current;
		if ( ! element ) {
			return undefined;
		}
		const onFocusOut = ( event: FocusEvent ) => {
			const target = event.relatedTarget as Node | null;
			if ( ! element.contains( target ) ) {
				onBlurRef.current?.();
				if ( target ) {
					setOpen( false );
				}
			}
		};
		const onPointerDown = ( event: PointerEvent ) => {
			if ( ! element.contains( event.target as Node ) ) {
				setOpen( false );
			}
		};
		const onKeyDown = ( event: KeyboardEvent ) => {
			if (
				event.key === 'Escape' &&
				button.current?.getAttribute( 'aria-expanded' ) === 'true'
			) {
				event.preventDefault();
				event.stopPropagation();
				setOpen( false );
				button.current?.focus();
			}
		};
		element.addEventListener( 'focusout', onFocusOut );
		element.addEventListener( 'keydown', onKeyDown );
		document.addEventListener( 'pointerdown', onPointerDown );
		return () => {
			element.removeEventListener( 'focusout', onFocusOut );
			element.removeEventListener( 'keydown', onKeyDown );
			document.removeEventListener( 'pointerdown', onPointerDown );
		};
	}, [] );

	const chosen = new Set( value );
	const summary = options
		.filter( ( option ) => chosen.has( option.value ) )
		.map( ( option ) => option.label )
		.join( ', ' );
	const allChosen =
		options.length > 0 &&
		options.every( ( option ) => chosen.has( option.value ) );
	// eslint-disable-next-line @wordpress/i18n-ellipsis -- the product's wording is written with three dots.
	const loadingText = __( 'Loading options...', 'customer-area' );
	const shown = loading
		? loadingText
		: summary || __( 'Please select', 'customer-area' );
	const describedBy =
		[ problem ? ids.problem : '', error ? ids.error : '' ]
			.filter( Boolean )
			.join( ' ' ) || undefined;

	const toggle = ( option: string ) =>
		onChange(
			chosen.has( option )
				? value.filter( ( item ) => item !== option )
				: [ ...value, option ]
		);

	return (
		<div
			className={ `ca-field ca-multiselect${ error ? ' is-invalid' : '' }` }
			ref={ root }
		>
			<div className="ca-field__label-row">
				<span id={ ids.label } className="ca-field__label">
					{ label }
					{ required && (
						<span className="ca-field__required" aria-hidden="true">
							{ ' *' }
						</span>
					) }
				</span>
				{ labelAddon }
			</div>
			<button
				ref={ button }
				id={ ids.button }
				type="button"
				className={ `ca-input ca-multiselect__button${
					summary ? '' : ' is-placeholder'
				}` }
				aria-labelledby={ `${ ids.label } ${ ids.button }` }
				aria-expanded={ open }
				aria-controls={ ids.panel }
				aria-describedby={ describedBy }
				aria-busy={ loading || undefined }
				disabled={ !! problem }
				onClick={ () => setOpen( ! open ) }
			>
				<span className="ca-multiselect__summary">{ shown }</span>
				<span className="ca-multiselect__chevron" aria-hidden="true" />
			</button>
			<div
				id={ ids.panel }
				className="ca-multiselect__panel"
				role="group"
				aria-labelledby={ ids.label }
				hidden={ ! open }
			>
				{ loading && (
					<p className="ca-multiselect__status" role="status">
						{ loadingText }
					</p>
				) }
				{ ! loading && options.length > 0 && (
					<>
						<button
							type="button"
							className="ca-link-button ca-multiselect__all"
							onClick={ () =>
								onChange(
									allChosen
										? []
										: options.map(
												( option ) => option.value
											)
								)
							}
						>
							{ allChosen
								? __( 'Unselect all', 'customer-area' )
								: __( 'Select all', 'customer-area' ) }
						</button>
						<ul className="ca-multiselect__options">
							{ options.map( ( option ) => {
								const id = `${ base }-${ option.value }`;
								return (
									<li
										key={ option.value }
										className="ca-multiselect__option"
									>
										<input
											id={ id }
											type="checkbox"
											className="ca-checkbox"
											checked={ chosen.has(
												option.value
											) }
											onChange={ () =>
												toggle( option.value )
											}
										/>
										<label htmlFor={ id }>
											{ option.label }
										</label>
									</li>
								);
							} ) }
						</ul>
					</>
				) }
			</div>
			<FieldError id={ ids.problem } message={ problem } />
			<FieldError id={ ids.error } message={ error } />
		</div>
	);
}
