/**
 * The block's settings sidebar: every shortcode attribute, in words a broker knows. Wizard and
 * popup are one choice ("Mode"), so they can never be on together.
 */
import {
	Notice,
	PanelBody,
	RadioControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import {
	INITIAL_VIEWS,
	attributesForMode,
	modeOf,
	shownInitialView,
	type CustomerAreaAttributes,
	type InitialView,
	type Mode,
} from './attributes';
import { initialViewLabel, modeDescription, modeLabel } from './texts';

/** Props of the sidebar. */
export interface CustomerAreaSidebarProps {
	/** The block's attributes. */
	attributes: CustomerAreaAttributes;
	/** Merges changes into the attributes. */
	setAttributes: ( next: Partial< CustomerAreaAttributes > ) => void;
	/** Whether the forward link is not on this site (the page ignores it). */
	foreignForwardLink: boolean;
	/** The site's origin, named in the forward link's warning. */
	siteOrigin: string;
}

const MODES: Mode[] = [ 'area', 'wizard', 'popup' ];

/** The views the sidebar offers ('login' is the default, so it is not offered twice). */
const OFFERED_VIEWS = INITIAL_VIEWS.filter( ( view ) => view !== 'login' );

/**
 * The settings sidebar of the block.
 *
 * @param props The sidebar's props.
 */
export function CustomerAreaSidebar( props: CustomerAreaSidebarProps ) {
	const { attributes, setAttributes, foreignForwardLink, siteOrigin } = props;
	const mode = modeOf( attributes );

	return (
		<>
			<PanelBody title={ __( 'Mode', 'customer-area' ) }>
				<RadioControl
					label={ __( 'What the block shows', 'customer-area' ) }
					help={ modeDescription( mode ) }
					selected={ mode }
					options={ MODES.map( ( value ) => ( {
						value,
						label: modeLabel( value ),
					} ) ) }
					onChange={ ( value ) =>
						setAttributes( attributesForMode( value as Mode ) )
					}
				/>
				{ mode === 'popup' && (
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Go to the customer area after sign-in',
							'customer-area'
						) }
						help={ __(
							'Without it, the popup stays on the page after sign-in and the theme may close it. With it, the customer goes to the customer area page.',
							'customer-area'
						) }
						checked={ attributes.forceRedirect }
						onChange={ ( forceRedirect ) =>
							setAttributes( { forceRedirect } )
						}
					/>
				) }
			</PanelBody>
			<PanelBody
				title={ __( 'Sign-in and registration', 'customer-area' ) }
			>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Visitors first see', 'customer-area' ) }
					value={ shownInitialView( attributes.initialView ) }
					options={ OFFERED_VIEWS.map( ( value ) => ( {
						value,
						label: initialViewLabel( value ),
					} ) ) }
					onChange={ ( value ) =>
						setAttributes( {
							initialView: shownInitialView(
								value
							) as InitialView,
						} )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Hide the property owner checkbox',
						'customer-area'
					) }
					help={ __(
						'Registration does not ask whether the customer owns a property.',
						'customer-area'
					) }
					checked={ attributes.hideOwnerCheckbox }
					onChange={ ( hideOwnerCheckbox ) =>
						setAttributes( { hideOwnerCheckbox } )
					}
				/>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Register button label', 'customer-area' ) }
					help={ __(
						'Leave empty for the default text.',
						'customer-area'
					) }
					value={ attributes.registerLabel }
					onChange={ ( registerLabel ) =>
						setAttributes( { registerLabel } )
					}
				/>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Back to sign-in label', 'customer-area' ) }
					help={ __(
						'The link from registration back to sign-in. Leave empty for the default text.',
						'customer-area'
					) }
					value={ attributes.backLabel }
					onChange={ ( backLabel ) => setAttributes( { backLabel } ) }
				/>
			</PanelBody>
			<PanelBody title={ __( 'Forward link', 'customer-area' ) }>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Forward link', 'customer-area' ) }
					help={ __(
						'A page on this site, such as /offers/. Visitors see the secret-sale notice and go to this page after signing in. Overrides the forward link of the settings page.',
						'customer-area'
					) }
					value={ attributes.forwardLink }
					onChange={ ( forwardLink ) =>
						setAttributes( { forwardLink } )
					}
				/>
				{ foreignForwardLink && (
					<Notice status="warning" isDismissible={ false }>
						{ sprintf(
							/* translators: %s: the site's address, e.g. https://broker.example */
							__(
								'This link is not on this site, so the page ignores it. Enter a path such as /offers/ or an address that starts with %s.',
								'customer-area'
							),
							siteOrigin
						) }
					</Notice>
				) }
			</PanelBody>
		</>
	);
}
