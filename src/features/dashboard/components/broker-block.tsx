/**
 * The broker on a card: photo (or initials), name, company line, e-mail and telephone as links, and
 * 'Book appointment', a mail to the broker with the subject "Appointment request: {title}". Only a
 * plain address or number becomes a link (src/lib/contact-links.ts); any other shows as text. Names
 * break only between words; an e-mail address may also break before its `@` and its dots.
 */
import { __, sprintf } from '@wordpress/i18n';
import { Avatar } from '../../../components/avatar';
import { BreakableAddress } from '../../../components/breakable-address';
import { safeImageUrl } from '../../../lib/image-url';
import type { EstateBroker } from '../../../entities/estate/parts';
import { mailtoHref, plainEmail, telHref } from '../../../lib/contact-links';
import { currentLinkPolicy } from '../../../config/config';

/** Props of the broker block. */
export interface BrokerBlockProps {
	broker: EstateBroker;
	/** The property's title, for the appointment mail's subject. */
	estateTitle: string;
}

/**
 * The block.
 *
 * @param props Broker and property title.
 */
export function BrokerBlock( props: BrokerBlockProps ) {
	const { broker, estateTitle } = props;
	const name = [ broker.firstName, broker.lastName ]
		.filter( Boolean )
		.join( ' ' );
	const email = plainEmail( broker.email );
	const tel = telHref( broker.phone );
	const appointment = mailtoHref(
		broker.email,
		sprintf(
			/* translators: %s: the property's title. */
			__( 'Appointment request: %s', 'customer-area' ),
			estateTitle
		)
	);
	return (
		<div className="ca-broker">
			<h4 className="ca-broker__heading">
				{ __( 'Your contact', 'customer-area' ) }
			</h4>
			<div className="ca-broker__person">
				<Avatar
					user={ {
						firstname: broker.firstName,
						lastname: broker.lastName,
						email: broker.email,
					} }
					imageUrl={ safeImageUrl(
						broker.imageUrl,
						currentLinkPolicy()
					) }
					size={ 40 }
				/>
				<div>
					{ name && <p className="ca-broker__name">{ name }</p> }
					{ broker.company && (
						<p className="ca-broker__company">{ broker.company }</p>
					) }
				</div>
			</div>
			{ ( broker.email.trim() || broker.phone.trim() ) && (
				<ul className="ca-broker__links">
					{ broker.email.trim() && (
						<li>
							{ email ? (
								<a href={ mailtoHref( email ) }>
									<BreakableAddress address={ email } />
								</a>
							) : (
								<BreakableAddress
									address={ broker.email.trim() }
								/>
							) }
						</li>
					) }
					{ broker.phone.trim() && (
						<li>
							{ /* Isolated: on a right-to-left page a number's '+' would show at its end. */ }
							{ tel ? (
								<a href={ tel }>
									<bdi>{ broker.phone }</bdi>
								</a>
							) : (
								<bdi>{ broker.phone }</bdi>
							) }
						</li>
					) }
				</ul>
			) }
			{ appointment && (
				<a
					className="ca-button ca-button--secondary ca-broker__book"
					href={ appointment }
				>
					{ __( 'Book appointment', 'customer-area' ) }
				</a>
			) }
		</div>
	);
}
