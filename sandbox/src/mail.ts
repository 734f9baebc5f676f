/**
 * The mails the sandbox "sends": plain text in English or German, collected in the outbox (newest first)
 * instead of being delivered.
 */
import type { Db, DbMail, Lang } from './types';

const OUTBOX_LIMIT = 500;

/**
 * Puts a mail at the top of the outbox.
 * @param db
 * @param mail
 */
export function deliver( db: Db, mail: DbMail ): void {
	db.outbox.unshift( mail );
	db.outbox.length = Math.min( db.outbox.length, OUTBOX_LIMIT );
}

/**
 * The verification mail after registration.
 * @param lang
 * @param to
 * @param name
 * @param link
 */
export function verificationMail(
	lang: Lang,
	to: string,
	name: string,
	link: string
): DbMail {
	return lang === 'de'
		? {
				to,
				subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
				text: `Hallo ${ name },\n\nbitte bestätigen Sie Ihre E-Mail-Adresse, um Ihre Registrierung abzuschließen:\n\n${ link }\n\nDer Link ist 60 Minuten gültig. Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.\n`,
				links: [ link ],
			}
		: {
				to,
				subject: 'Verify your e-mail address',
				text: `Hello ${ name },\n\nplease confirm your e-mail address to complete your registration:\n\n${ link }\n\nThe link is valid for 60 minutes. If you did not register, ignore this e-mail.\n`,
				links: [ link ],
			};
}

/**
 * The notice to an existing account holder when someone registers with their address again.
 * @param lang
 * @param to
 * @param loginUrl
 */
export function alreadyRegisteredMail(
	lang: Lang,
	to: string,
	loginUrl: string
): DbMail {
	return lang === 'de'
		? {
				to,
				subject: 'Sie haben bereits ein Konto',
				text: `Hallo,\n\njemand hat versucht, mit Ihrer E-Mail-Adresse ein neues Konto anzulegen. Sie haben bereits ein Konto und können sich hier anmelden:\n\n${ loginUrl }\n\nWenn Sie Ihr Passwort vergessen haben, nutzen Sie dort "Passwort vergessen?". Waren Sie das nicht, können Sie diese E-Mail ignorieren.\n`,
				links: [ loginUrl ],
			}
		: {
				to,
				subject: 'You already have an account',
				text: `Hello,\n\nsomeone tried to create a new account with your e-mail address. You already have an account and can sign in here:\n\n${ loginUrl }\n\nIf you forgot your password, use "Forgot Password?" there. If this was not you, you can ignore this e-mail.\n`,
				links: [ loginUrl ],
			};
}

/**
 * The password-reset mail.
 * @param lang
 * @param to
 * @param link
 */
export function resetMail( lang: Lang, to: string, link: string ): DbMail {
	return lang === 'de'
		? {
				to,
				subject: 'Passwort zurücksetzen',
				text: `Hallo,\n\nSie haben das Zurücksetzen Ihres Passworts angefordert. Über diesen Link vergeben Sie ein neues Passwort:\n\n${ link }\n\nDer Link ist 60 Minuten gültig und nur einmal verwendbar. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.\n`,
				links: [ link ],
			}
		: {
				to,
				subject: 'Reset your password',
				text: `Hello,\n\nyou asked to reset your password. Use this link to choose a new one:\n\n${ link }\n\nThe link is valid for 60 minutes and can be used once. If you did not ask for this, ignore this e-mail.\n`,
				links: [ link ],
			};
}

function escapeHtml( text: string ): string {
	return text.replace( /[&<>"']/g, ( c ) => `&#${ c.charCodeAt( 0 ) };` );
}

/**
 * The outbox as an HTML page a person can read and click (every value escaped).
 * @param mails
 */
export function outboxPage( mails: DbMail[] ): string {
	const items = mails
		.map(
			( m, i ) => `<article aria-labelledby="m${ i }">
<h2 id="m${ i }">${ escapeHtml( m.subject ) }</h2>
<p><strong>To:</strong> ${ escapeHtml( m.to ) }</p>
<pre>${ escapeHtml( m.text ) }</pre>
<ul>${ m.links
				.filter( ( l ) => /^https?:\/\//.test( l ) )
				.map(
					( l ) =>
						`<li><a href="${ escapeHtml( l ) }">${ escapeHtml( l ) }</a></li>`
				)
				.join( '' ) }</ul>
</article>`
		)
		.join( '\n' );
	return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox outbox</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:6px;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap;overflow-wrap:anywhere}a{word-break:break-all}</style>
</head><body><h1>Sandbox outbox</h1><p>${ mails.length } mail(s), newest first.</p>
${ items || '<p>No mail yet.</p>' }
</body></html>`;
}
