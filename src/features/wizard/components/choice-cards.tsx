/**
 * Cards that are form controls: a single choice is a radio group, several choices a group of
 * checkboxes, a star rating a radio group of 1–5 whose names say the rating in words. The native
 * inputs keep their keyboard behaviour (arrow keys move through a radio group, Space ticks a box);
 * the card is their label. A message is tied to the group and marks each card. A card whose
 * longest word does not fit its column spans more of them (see `use-card-room.ts`).
 */
import { useId, useRef, type ReactNode } from 'react';
import { Toggletip } from '../../../components/toggletip';
import { listOf, textOf } from '../answers';
import { useCardRoom } from '../use-card-room';
import type { FieldProps } from './field-types';
import { OptionIcon } from './option-icon';
import { StarRow } from './star-row';

/** Props of a card group. */
export interface ChoiceCardsProps extends FieldProps {
	/** Replaces the field's name as the group's caption (e.g. the timeframe's heading). */
	legend?: ReactNode;
}

/**
 * A warning icon and the message of a card group.
 *
 * @param props         The message and its element id.
 * @param props.id      Element id referenced by the group.
 * @param props.message The message.
 */
export function GroupError( props: { id: string; message: string } ) {
	if ( ! props.message ) {
		return null;
	}
	return (
		<p id={ props.id } className="ca-field__error ca-wizard__group-error">
			<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
				<path d="M12 3 2 21h20ZM12 10v5m0 3h.01" />
			</svg>
			{ props.message }
		</p>
	);
}

/**
 * A group of option cards.
 *
 * @param props See ChoiceCardsProps.
 */
export function ChoiceCards( props: ChoiceCardsProps ) {
	const { shown, value, error, required, onChange, grid, legend } = props;
	const { field, control, options } = shown;
	const base = useId();
	const errorId = `${ base }-error`;
	const multiple = control === 'checkbox-cards';
	const chosen = listOf( value );
	const columns = multiple && grid === 'default' ? 'multi' : grid;
	const cards = useRef< HTMLDivElement >( null );
	const rooms = useCardRoom(
		cards,
		options.map( ( option ) => option.label ).join( '\n' )
	);
	return (
		<fieldset
			className={ `ca-wizard__group${ error ? ' is-invalid' : '' }` }
			aria-describedby={ error ? errorId : undefined }
		>
			<legend className="ca-wizard__legend">
				{ legend ?? field.name }
				{ required && (
					<span className="ca-field__required" aria-hidden="true">
						{ ' *' }
					</span>
				) }
			</legend>
			{ field.tooltip && (
				<Toggletip text={ field.tooltip } about={ field.name } />
			) }
			<div
				ref={ cards }
				className={ `ca-wizard__grid ca-wizard__grid--${ columns }` }
			>
				{ options.map( ( option, index ) => {
					const id = `${ base }-${ index }`;
					const checked = multiple
						? chosen.includes( option.value )
						: textOf( value ) === option.value;
					const room = rooms[ index ];
					return (
						<div
							key={ option.value }
							className={ `ca-card${ checked ? ' is-checked' : '' }${
								room?.overlong ? ' is-overlong' : ''
							}` }
							style={
								room && room.span > 1
									? { gridColumn: `span ${ room.span }` }
									: undefined
							}
						>
							<input
								id={ id }
								className="ca-card__input"
								type={ multiple ? 'checkbox' : 'radio' }
								name={ `${ base }-${ field.key }` }
								value={ option.value }
								checked={ checked }
								// A required radio group says so; the form does not use native validation.
								required={ ! multiple && required }
								aria-invalid={ error ? true : undefined }
								onChange={ () => {
									if ( ! multiple ) {
										onChange( option.value );
									} else if ( checked ) {
										onChange(
											chosen.filter(
												( item ) =>
													item !== option.value
											)
										);
									} else {
										onChange( [ ...chosen, option.value ] );
									}
								} }
							/>
							<label htmlFor={ id } className="ca-card__label">
								<OptionIcon
									name={ option.icon ?? field.icon }
								/>
								<span className="ca-card__text">
									{ option.label }
								</span>
								{ control === 'stars' && (
									<StarRow
										stars={ option.stars ?? index + 1 }
									/>
								) }
							</label>
							{ option.tooltip && (
								<span className="ca-card__info">
									<Toggletip
										text={ option.tooltip }
										about={ option.label }
										align="end"
									/>
								</span>
							) }
						</div>
					);
				} ) }
			</div>
			<GroupError id={ errorId } message={ error } />
		</fieldset>
	);
}
