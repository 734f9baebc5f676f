/**
 * A searchable choice list: one text input with a list of options below it (the WAI-ARIA
 * "editable combobox with list autocomplete"). Closed, the input shows the chosen option or the
 * placeholder; opened (click, typing, Down Arrow or Alt+Down Arrow) it becomes a filter with its
 * own placeholder, and the list shows the options whose name contains what was typed (case and
 * accents ignored). Up and Down Arrow move through the list, Enter chooses, Escape closes, and
 * leaving the input closes it without changing the choice. Only one native control takes focus,
 * so the label, the required state and the error text belong to it like to any input. Left for a
 * press on another control, the list closes as the press ends (docs/behaviour.md "A press is never
 * lost").
 */
import {
	useEffect,
	useId,
	useMemo,
	useRef,
	useState,
	type KeyboardEvent,
	type ReactNode,
} from 'react';
import { __ } from '@wordpress/i18n';
import { FieldError, FieldLabel } from '../form/field-parts';
import type { SelectOption } from '../form/select-field';
import { useHeldWhilePressed } from '../form/use-held-while-pressed';
import './combobox.scss';

/** Props of a combobox. */
export interface ComboboxProps {
	/** The field's label. */
	label: string;
	/** Extra content after the label (e.g. an info button). */
	labelAddon?: ReactNode;
	/** Marks the field as required. */
	required?: boolean;
	options: SelectOption[];
	/** The chosen option's value; '' for none. */
	value: string;
	onChange: ( value: string ) => void;
	/** Called when focus leaves the field. */
	onBlur?: () => void;
	/** Shown while closed and nothing is chosen (e.g. 'Select a country'). */
	placeholder: string;
	/** Shown in the open filter (e.g. 'Search countries...'). */
	searchPlaceholder: string;
	/** The error message; nothing shows while it is ''. */
	error?: string;
	/** True while the options are still loading. */
	loading?: boolean;
}

/**
 * Text made comparable: lower case, without accents.
 *
 * @param text Any text.
 */
const comparable = ( text: string ) =>
	text
		.normalize( 'NFD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toLocaleLowerCase();

/**
 * A searchable choice list.
 *
 * @param props See ComboboxProps.
 */
export function Combobox( props: ComboboxProps ) {
	const {
		label,
		labelAddon,
		required,
		options,
		value,
		onChange,
		onBlur,
		placeholder,
		searchPlaceholder,
		error = '',
		loading = false,
	} = props;
	const base = useId();
	const inputId = `${ base }-input`;
	const listId = `${ base }-list`;
	const errorId = `${ base }-error`;
	const [ openNow, setOpen ] = useState( false );
	const [ queryNow, setQuery ] = useState( '' );
	const open = useHeldWhilePressed( openNow );
	const query = useHeldWhilePressed( queryNow );
	const [ active, setActive ] = useState( 0 );
	const list = useRef< HTMLUListElement >( null );

	const chosen = options.find( ( option ) => option.value === value );
	const matches = useMemo( () => {
		const wanted = comparable( query.trim() );
		return wanted
			? options.filter( ( option ) =>
					comparable( option.label ).includes( wanted )
				)
			: options;
	}, [ options, query ] );
	const activeOption = open ? matches[ active ] : undefined;
	const optionId = ( index: number ) => `${ base }-option-${ index }`;

	useEffect( () => {
		if ( ! open ) {
			return;
		}
		const element = list.current?.children[ active ] as
			HTMLElement | undefined;
		// Not every environment implements scrolling (tests), so it is optional here.
		element?.scrollIntoView?.( { block: 'nearest' } );
	}, [ open, active ] );

	const openList = () => {
		if ( open ) {
			return;
		}
		setQuery( '' );
		setActive( Math.max( 0, options.indexOf( chosen as SelectOption ) ) );
		setOpen( true );
	};
	const close = () => {
		setOpen( false );
		setQuery( '' );
	};
	const choose = ( option: SelectOption ) => {
		onChange( option.value );
		close();
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		switch ( event.key ) {
			case 'ArrowDown':
				event.preventDefault();
				if ( ! open ) {
					openList();
				} else if ( ! event.altKey ) {
					setActive( Math.min( active + 1, matches.length - 1 ) );
				}
				break;
			case 'ArrowUp':
				event.preventDefault();
				if ( open ) {
					setActive( Math.max( active - 1, 0 ) );
				}
				break;
			case 'Enter':
				if ( open ) {
					// Enter chooses; it must not submit the form around the field.
					event.preventDefault();
					if ( activeOption ) {
						choose( activeOption );
					}
				}
				break;
			case 'Escape':
				if ( open ) {
					event.preventDefault();
					event.stopPropagation();
					close();
				}
				break;
			default:
		}
	};

	let status = '';
	if ( open && loading ) {
		status = __( 'Loading…', 'customer-area' );
	} else if ( open && matches.length === 0 ) {
		status = __( 'No results found', 'customer-area' );
	}

	return (
		<div className="ca-field ca-combobox">
			<div className="ca-field__label-row">
				<FieldLabel htmlFor={ inputId } required={ required }>
					{ label }
				</FieldLabel>
				{ labelAddon }
			</div>
			<div className="ca-combobox__control">
				<input
					id={ inputId }
					type="text"
					role="combobox"
					className="ca-input ca-combobox__input"
					aria-autocomplete="list"
					aria-expanded={ open }
					aria-controls={ listId }
					aria-activedescendant={
						activeOption ? optionId( active ) : undefined
					}
					aria-required={ required || undefined }
					aria-invalid={ error ? true : undefined }
					aria-describedby={ error ? errorId : undefined }
					autoComplete="off"
					placeholder={ open ? searchPlaceholder : placeholder }
					value={ open ? query : ( chosen?.label ?? '' ) }
					onChange={ ( event ) => {
						setQuery( event.target.value );
						setActive( 0 );
						setOpen( true );
					} }
					onClick={ openList }
					onKeyDown={ onKeyDown }
					onBlur={ () => {
						close();
						onBlur?.();
					} }
				/>
				<span className="ca-combobox__chevron" aria-hidden="true" />
				<ul
					ref={ list }
					id={ listId }
					role="listbox"
					aria-label={ label }
					className="ca-combobox__list"
					hidden={ ! open || matches.length === 0 }
				>
					{ open &&
						matches.map( ( option, index ) => (
							// Choosing works by keyboard on the input (aria-activedescendant);
							// the pointer chooses here and must not take focus from the input.
							// eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys are handled by the combobox input
							<li
								key={ option.value }
								id={ optionId( index ) }
								role="option"
								aria-selected={ option.value === value }
								className={ `ca-combobox__option${
									index === active ? ' is-active' : ''
								}` }
								onMouseDown={ ( event ) =>
									event.preventDefault()
								}
								onClick={ () => choose( option ) }
							>
								{ option.label }
							</li>
						) ) }
				</ul>
				{ status && (
					<p className="ca-combobox__status" role="status">
						{ status }
					</p>
				) }
			</div>
			<FieldError id={ errorId } message={ error } />
		</div>
	);
}
