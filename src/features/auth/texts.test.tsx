/**
 * Every literal text of account access with its German translation, read through the same `__()`
 * the screens use after `applyLanguage('de')`, and the check that none of them is missing, empty or
 * fuzzy in the German catalogue.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { screen } from '@testing-library/react';
import { __ } from '@wordpress/i18n';
import { applyLanguage } from '../../i18n/apply-language';
import { passwordTooShortText } from '../../components/backend-errors';
import { renderWithProviders } from '@test-support/render-with-providers';
import { AuthContainer } from './container';

/** English literal → expected German. */
const TEXTS: Array< [ string, string ] > = [
	[ 'Error while submitting the form', 'Fehler beim Absenden des Formulars' ],
	[
		'Your session has expired. Please sign in again.',
		'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
	],
	[
		'These credentials do not match our records.',
		'Diese Zugangsdaten stimmen nicht mit unseren Daten überein.',
	],
	[
		'Please confirm your e-mail address first: use the link in the e-mail we sent when you registered.',
		'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse: Nutzen Sie den Link in der E-Mail, die wir Ihnen bei der Registrierung gesendet haben.',
	],
	[
		'Too many login attempts. Please try again later.',
		'Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut.',
	],
	[ 'Please check your input.', 'Bitte überprüfen Sie Ihre Eingaben.' ],
	[
		'The request is missing the broker URL.',
		'Der Anfrage fehlt die Makler-URL.',
	],
	[
		'The request is missing the X-Requested-With header.',
		'Der Anfrage fehlt der X-Requested-With-Header.',
	],
	[ 'Invalid verification link', 'Ungültiger Bestätigungslink' ],
	[
		'This verification link has expired.',
		'Dieser Bestätigungslink ist abgelaufen.',
	],
	[
		'This password reset link is invalid or has expired.',
		'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
	],
	[ 'You are not allowed to do this.', 'Dazu sind Sie nicht berechtigt.' ],
	[
		'This feature is not available for this property.',
		'Diese Funktion ist für diese Immobilie nicht verfügbar.',
	],
	[
		'This link is invalid or has expired.',
		'Dieser Link ist ungültig oder abgelaufen.',
	],
	[ 'Not found.', 'Nicht gefunden.' ],
	[ 'The property was not found.', 'Die Immobilie wurde nicht gefunden.' ],
	[ 'Field not found in module', 'Feld im Modul nicht gefunden' ],
	[ 'No permitted values found', 'Keine zulässigen Werte gefunden' ],
	[ 'This field is required', 'Dieses Feld ist erforderlich' ],
	[ 'This value is not valid.', 'Dieser Wert ist ungültig.' ],
	[
		'This field cannot be changed.',
		'Dieses Feld kann nicht geändert werden.',
	],
	[ 'Invalid Email Address', 'Ungültige E-Mail-Adresse' ],
	[ 'Passwords must match', 'Die Passwörter müssen übereinstimmen' ],
	[
		'Please choose a valid salutation.',
		'Bitte wählen Sie eine gültige Anrede.',
	],
	[
		'Please choose Individual or Commercial.',
		'Bitte wählen Sie Privatkunde oder Gewerbekunde.',
	],
	[
		'The company is required for commercial customers.',
		'Für Gewerbekunden ist die Firma erforderlich.',
	],
	[ 'The callback URL is not valid.', 'Die Rückruf-URL ist ungültig.' ],
	[ 'Title cannot be a number', 'Der Titel darf keine Zahl sein' ],
	[
		'Firstname cannot contain numbers or invalid characters',
		'Der Vorname darf keine Zahlen oder ungültigen Zeichen enthalten',
	],
	[
		'Lastname cannot contain numbers or invalid characters',
		'Der Nachname darf keine Zahlen oder ungültigen Zeichen enthalten',
	],
	[
		'ZIP code must be between 4 and 10 digits',
		'Die Postleitzahl muss zwischen 4 und 10 Ziffern haben',
	],
	[
		'State cannot contain numbers or invalid characters',
		'Das Bundesland darf keine Zahlen oder ungültigen Zeichen enthalten',
	],
	[ 'Please enter a valid date.', 'Bitte geben Sie ein gültiges Datum ein.' ],
	[
		'The birthday cannot be in the future.',
		'Das Geburtsdatum darf nicht in der Zukunft liegen.',
	],
	[ 'Income must be a number', 'Das Einkommen muss eine Zahl sein' ],
	[ 'Please enter a valid URL', 'Bitte geben Sie eine gültige URL ein' ],
	[ 'Please choose a valid country.', 'Bitte wählen Sie ein gültiges Land.' ],
	[
		'The number is out of range.',
		'Die Zahl liegt außerhalb des zulässigen Bereichs.',
	],
	[ 'Please choose a file.', 'Bitte wählen Sie eine Datei.' ],
	[
		'Invalid file type, allowed file types: pdf, png, jpg, jpeg, gif.',
		'Ungültiger Dateityp, erlaubte Dateitypen: pdf, png, jpg, jpeg, gif.',
	],
	[
		'Invalid file size, file size should be smaller than 128 MB.',
		'Ungültige Dateigröße, die Datei muss kleiner sein als 128 MB.',
	],
	[
		'The file content does not match its file type.',
		'Der Dateiinhalt passt nicht zum Dateityp.',
	],
	[
		'This document type does not exist for the property.',
		'Diesen Dokumenttyp gibt es für diese Immobilie nicht.',
	],
	[ 'Enter a password', 'Geben Sie ein Passwort ein' ],
	[ 'Weak Password', 'Schwaches Passwort' ],
	[ 'Weak', 'Schwach' ],
	[ 'Medium Password', 'Mittleres Passwort' ],
	[ 'Medium', 'Mittel' ],
	[ 'Strong Password', 'Starkes Passwort' ],
	[ 'Forgot Password?', 'Passwort vergessen?' ],
	[
		'Enter your email address and we will send you a link to reset your password',
		'Geben Sie Ihre E-Mail-Adresse ein und wir senden Ihnen einen Link zum Zurücksetzen Ihres Passworts',
	],
	[ 'Email', 'E-Mail' ],
	[ 'Request Now', 'Jetzt anfordern' ],
	[ 'Back to Login', 'Zurück zur Anmeldung' ],
	[ 'Sign In', 'Anmelden' ],
	[ 'Sign In Now', 'Jetzt anmelden' ],
	[ 'Password', 'Passwort' ],
	[ 'Remember me', 'Angemeldet bleiben' ],
	[ 'Create Account', 'Konto erstellen' ],
	[ 'Hide password', 'Passwort verbergen' ],
	[ 'Show password', 'Passwort anzeigen' ],
	[ 'Register', 'Registrieren' ],
	[ 'Create an account now', 'Erstellen Sie jetzt ein Konto' ],
	[ 'Company', 'Firma' ],
	[ 'First Name', 'Vorname' ],
	[ 'Last Name', 'Nachname' ],
	[ 'Email Address', 'E-Mail-Adresse' ],
	[ 'I am a property owner', 'Ich bin Eigentümer einer Immobilie' ],
	[
		'I accept the <a>privacy policy</a>.',
		'Ich akzeptiere die <a>Datenschutzerklärung</a>.',
	],
	[
		'I accept the privacy policy.',
		'Ich akzeptiere die Datenschutzerklärung.',
	],
	[ 'Register Now', 'Jetzt registrieren' ],
	[ 'Customer type', 'Kundenart' ],
	[ 'Individual', 'Privatkunde' ],
	[ 'Commercial', 'Gewerbekunde' ],
	[ 'Salutation', 'Anrede' ],
	[ 'Please choose', 'Bitte wählen' ],
	[ 'Invalid API response structure', 'Ungültige Struktur der API-Antwort' ],
	[
		'Thank you for registering! To complete your sign-up, please click the confirmation link in the email we just sent you.',
		'Vielen Dank für Ihre Registrierung! Um die Registrierung abzuschließen, klicken Sie bitte auf den Bestätigungslink in der E-Mail, die wir Ihnen soeben gesendet haben.',
	],
	[ 'The link has no e-mail address.', 'Dem Link fehlt die E-Mail-Adresse.' ],
	[
		'The link has no reset token.',
		'Dem Link fehlt der Code zum Zurücksetzen.',
	],
	[ 'Reset Password', 'Passwort zurücksetzen' ],
	[
		'This password reset link is incomplete. Please request a new one.',
		'Dieser Link zum Zurücksetzen des Passworts ist unvollständig. Bitte fordern Sie einen neuen an.',
	],
	[ 'Confirm Password', 'Passwort bestätigen' ],
	[ 'Save Password', 'Passwort speichern' ],
	[ 'Request a new link', 'Neuen Link anfordern' ],
	[
		'Further details about the property are available to customers with a customer account.',
		'Weitere Details zur Immobilie stehen Kunden mit einem Kundenkonto zur Verfügung.',
	],
	[
		'This property is being marketed exclusively to selected interested parties. Register here or log in.',
		'Diese Immobilie wird exklusiv an ausgewählte Interessenten vermarktet. Registrieren Sie sich hier oder melden Sie sich an.',
	],
	[ 'Or Log in', 'Oder anmelden' ],
	[ 'Log into existing account', 'Mit bestehendem Konto anmelden' ],
	[ 'Thank you', 'Vielen Dank' ],
	[
		'Your account has been confirmed. You can now log in.',
		'Ihr Konto wurde bestätigt. Sie können sich jetzt anmelden.',
	],
	[ 'Please wait...', 'Bitte warten …' ],
	[
		'Your password has been successfully reset. You can now log in.',
		'Ihr Passwort wurde erfolgreich zurückgesetzt. Sie können sich jetzt anmelden.',
	],
];

/** Literals with a placeholder: msgid → German msgstr. */
const PLACEHOLDER_TEXTS: Array< [ string, string ] > = [
	[
		'Password must contain at least %d characters',
		'Das Passwort muss mindestens %d Zeichen enthalten',
	],
	[
		'Password reset for %s initiated, if the user exists, you will shortly receive an email with reset instructions.',
		'Das Zurücksetzen des Passworts für %s wurde eingeleitet. Falls das Konto existiert, erhalten Sie in Kürze eine E-Mail mit einer Anleitung.',
	],
];

afterEach( () => applyLanguage( 'en' ) );

/**
 * Reads the msgid → { msgstr, fuzzy } pairs of a .po file (singular entries without context,
 * which is all account access uses; obsolete `#~` entries are skipped).
 *
 * @param text The .po file.
 */
function readPo(
	text: string
): Record< string, { msgstr: string; fuzzy: boolean } > {
	const entries: Record< string, { msgstr: string; fuzzy: boolean } > = {};
	const unquote = ( line: string ) =>
		JSON.parse( line.slice( line.indexOf( '"' ) ) ) as string;
	for ( const block of text.split( /\n\s*\n/ ) ) {
		const lines = block
			.split( '\n' )
			.filter( ( l ) => ! l.startsWith( '#~' ) );
		let current: 'msgid' | 'msgstr' | null = null;
		const parts = { msgid: '', msgstr: '', context: false, fuzzy: false };
		for ( const line of lines ) {
			if ( line.startsWith( '#,' ) && /\bfuzzy\b/.test( line ) ) {
				parts.fuzzy = true;
			} else if ( line.startsWith( 'msgctxt ' ) ) {
				parts.context = true;
				current = null;
			} else if ( line.startsWith( 'msgid ' ) ) {
				current = 'msgid';
				parts.msgid = unquote( line );
			} else if ( line.startsWith( 'msgstr ' ) ) {
				current = 'msgstr';
				parts.msgstr = unquote( line );
			} else if ( line.startsWith( '"' ) && current ) {
				parts[ current ] += unquote( line );
			} else if ( ! line.startsWith( '"' ) ) {
				current = null;
			}
		}
		if ( parts.msgid && ! parts.context ) {
			entries[ parts.msgid ] = {
				msgstr: parts.msgstr,
				fuzzy: parts.fuzzy,
			};
		}
	}
	return entries;
}

describe( 'account-access texts in German', () => {
	beforeEach( () => applyLanguage( 'de' ) );

	it.each( [ ...TEXTS, ...PLACEHOLDER_TEXTS ] )(
		'%p → %p',
		( english, german ) => {
			// A variable msgid is deliberate here: the table is the list of literals under test.
			// eslint-disable-next-line @wordpress/i18n-no-variables -- the table drives the lookup.
			expect( __( english, 'customer-area' ) ).toBe( german );
		}
	);

	it( 'renders %{ min } as 8', () => {
		expect( passwordTooShortText() ).toBe(
			'Das Passwort muss mindestens 8 Zeichen enthalten'
		);
	} );

	it( 'shows the login view in German', async () => {
		renderWithProviders( <AuthContainer initialView="login" />, {
			language: 'de',
		} );
		expect(
			screen.getByRole( 'heading', { name: 'Anmelden' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Jetzt anmelden' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'checkbox', { name: 'Angemeldet bleiben' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Passwort vergessen?' } )
		).toBeInTheDocument();
	} );
} );

describe( 'English source texts', () => {
	it( 'renders %{ min } as 8', async () => {
		await applyLanguage( 'en' );
		expect( passwordTooShortText() ).toBe(
			'Password must contain at least 8 characters'
		);
	} );

	it( 'uses the corrected wording and nothing of the typo', () => {
		const english = TEXTS.map( ( [ en ] ) => en ).join( '\n' );
		expect( english ).toContain( 'Log into existing account' );
		expect( english ).not.toMatch( /exisiting/ );
	} );
} );

describe( 'the German catalogue', () => {
	it( 'has every account-access text, translated and not fuzzy', () => {
		const catalogue = readPo(
			readFileSync(
				join( __dirname, '../../../languages/customer-area-de_DE.po' ),
				'utf8'
			)
		);
		const problems = [ ...TEXTS, ...PLACEHOLDER_TEXTS ]
			.map( ( [ english ] ) => english )
			.filter( ( english ) => {
				const entry = catalogue[ english ];
				return ! entry || entry.msgstr === '' || entry.fuzzy;
			} );
		expect( problems ).toEqual( [] );
	} );
} );
