/**
 * The mails the sandbox "sends": plain text in the request's language, collected in the outbox (newest first)
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

/** A mail's subject and text in one language; `{link}` and `{name}` are filled in. */
interface MailText {
	subject: string;
	text: string;
}

/** The verification mail after registration, per language. */
const VERIFICATION: Record< Lang, MailText > = {
	en: {
		subject: 'Verify your e-mail address',
		text: 'Hello {name},\n\nplease confirm your e-mail address to complete your registration:\n\n{link}\n\nThe link is valid for 60 minutes. If you did not register, ignore this e-mail.\n',
	},
	de: {
		subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
		text: 'Hallo {name},\n\nbitte bestätigen Sie Ihre E-Mail-Adresse, um Ihre Registrierung abzuschließen:\n\n{link}\n\nDer Link ist 60 Minuten gültig. Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.\n',
	},
	fr: {
		subject: 'Confirmez votre adresse e-mail',
		text: 'Bonjour {name},\n\nveuillez confirmer votre adresse e-mail pour terminer la création de votre compte\u00a0:\n\n{link}\n\nLe lien est valable 60 minutes. Si vous n’avez pas créé de compte, ignorez cet e-mail.\n',
	},
	it: {
		subject: 'Confermi il suo indirizzo e-mail',
		text: 'Buongiorno {name},\n\nla preghiamo di confermare il suo indirizzo e-mail per completare la registrazione:\n\n{link}\n\nIl link è valido per 60 minuti. Se non si è registrato, ignori questa e-mail.\n',
	},
	es: {
		subject: 'Confirme su dirección de correo electrónico',
		text: 'Hola, {name}:\n\nconfirme su dirección de correo electrónico para completar el registro:\n\n{link}\n\nEl enlace es válido durante 60 minutos. Si no se ha registrado, ignore este correo.\n',
	},
	nl: {
		subject: 'Bevestig uw e-mailadres',
		text: 'Beste {name},\n\nbevestig uw e-mailadres om uw registratie af te ronden:\n\n{link}\n\nDe link is 60 minuten geldig. Hebt u zich niet geregistreerd, negeer dan deze e-mail.\n',
	},
};

/** The notice to an existing account holder when someone registers with their address again, per language. */
const ALREADY_REGISTERED: Record< Lang, MailText > = {
	en: {
		subject: 'You already have an account',
		text: 'Hello,\n\nsomeone tried to create a new account with your e-mail address. You already have an account and can sign in here:\n\n{link}\n\nIf you forgot your password, use "Forgot Password?" there. If this was not you, you can ignore this e-mail.\n',
	},
	de: {
		subject: 'Sie haben bereits ein Konto',
		text: 'Hallo,\n\njemand hat versucht, mit Ihrer E-Mail-Adresse ein neues Konto anzulegen. Sie haben bereits ein Konto und können sich hier anmelden:\n\n{link}\n\nWenn Sie Ihr Passwort vergessen haben, nutzen Sie dort „Passwort vergessen?“. Waren Sie das nicht, können Sie diese E-Mail ignorieren.\n',
	},
	fr: {
		subject: 'Vous avez déjà un compte',
		text: 'Bonjour,\n\nquelqu’un a tenté de créer un nouveau compte avec votre adresse e-mail. Vous avez déjà un compte et pouvez vous connecter ici\u00a0:\n\n{link}\n\nSi vous avez oublié votre mot de passe, utilisez «\u00a0Mot de passe oublié\u00a0?\u00a0» sur cette page. Si ce n’était pas vous, vous pouvez ignorer cet e-mail.\n',
	},
	it: {
		subject: 'Ha già un account',
		text: 'Buongiorno,\n\nqualcuno ha tentato di creare un nuovo account con il suo indirizzo e-mail. Lei ha già un account e può accedere qui:\n\n{link}\n\nSe ha dimenticato la password, usi «Password dimenticata?» in quella pagina. Se non è stato lei, può ignorare questa e-mail.\n',
	},
	es: {
		subject: 'Ya tiene una cuenta',
		text: 'Hola:\n\nalguien ha intentado crear una cuenta nueva con su dirección de correo electrónico. Usted ya tiene una cuenta y puede iniciar sesión aquí:\n\n{link}\n\nSi ha olvidado su contraseña, use «¿Ha olvidado su contraseña?» en esa página. Si no ha sido usted, puede ignorar este correo.\n',
	},
	nl: {
		subject: 'U hebt al een account',
		text: 'Beste klant,\n\niemand heeft geprobeerd een nieuw account aan te maken met uw e-mailadres. U hebt al een account en kunt hier inloggen:\n\n{link}\n\nBent u uw wachtwoord vergeten, gebruik daar dan ‘Wachtwoord vergeten?’. Was u dit niet, dan kunt u deze e-mail negeren.\n',
	},
};

/** The password-reset mail, per language. */
const RESET: Record< Lang, MailText > = {
	en: {
		subject: 'Reset your password',
		text: 'Hello,\n\nyou asked to reset your password. Use this link to choose a new one:\n\n{link}\n\nThe link is valid for 60 minutes and can be used once. If you did not ask for this, ignore this e-mail.\n',
	},
	de: {
		subject: 'Passwort zurücksetzen',
		text: 'Hallo,\n\nSie haben das Zurücksetzen Ihres Passworts angefordert. Über diesen Link vergeben Sie ein neues Passwort:\n\n{link}\n\nDer Link ist 60 Minuten gültig und nur einmal verwendbar. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.\n',
	},
	fr: {
		subject: 'Réinitialiser votre mot de passe',
		text: 'Bonjour,\n\nvous avez demandé à réinitialiser votre mot de passe. Ce lien vous permet d’en choisir un nouveau\u00a0:\n\n{link}\n\nLe lien est valable 60 minutes et ne peut servir qu’une fois. Si vous n’avez rien demandé, ignorez cet e-mail.\n',
	},
	it: {
		subject: 'Reimposti la password',
		text: "Buongiorno,\n\nha chiesto di reimpostare la password. Con questo link può sceglierne una nuova:\n\n{link}\n\nIl link è valido per 60 minuti e si può usare una sola volta. Se non l'ha richiesto lei, ignori questa e-mail.\n",
	},
	es: {
		subject: 'Restablezca su contraseña',
		text: 'Hola:\n\nha solicitado restablecer su contraseña. Con este enlace puede elegir una nueva:\n\n{link}\n\nEl enlace es válido durante 60 minutos y solo puede usarse una vez. Si no lo ha solicitado, ignore este correo.\n',
	},
	nl: {
		subject: 'Stel uw wachtwoord opnieuw in',
		text: 'Beste klant,\n\nu hebt gevraagd uw wachtwoord opnieuw in te stellen. Via deze link kiest u een nieuw wachtwoord:\n\n{link}\n\nDe link is 60 minuten geldig en kan één keer worden gebruikt. Hebt u dit niet gevraagd, negeer dan deze e-mail.\n',
	},
};

/**
 * A mail from its text, with the link (and the name) filled in.
 * @param mail The mail's text in the reader's language.
 * @param to   The recipient.
 * @param link The link it carries.
 * @param name The recipient's name, if the text names them.
 */
function compose(
	mail: MailText,
	to: string,
	link: string,
	name = ''
): DbMail {
	// One pass with a replacer function: a link or a name holding `{name}`, `$&` or `$'` is inserted as it is.
	const fill = ( text: string ) =>
		text.replace( /\{(link|name)\}/g, ( _, key: string ) =>
			key === 'link' ? link : name
		);
	return {
		to,
		subject: mail.subject,
		text: fill( mail.text ),
		links: [ link ],
	};
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
	return compose( VERIFICATION[ lang ], to, link, name );
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
	return compose( ALREADY_REGISTERED[ lang ], to, loginUrl );
}

/**
 * The password-reset mail.
 * @param lang
 * @param to
 * @param link
 */
export function resetMail( lang: Lang, to: string, link: string ): DbMail {
	return compose( RESET[ lang ], to, link );
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
