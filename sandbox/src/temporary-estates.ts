/**
 * Temporary estates from the valuation wizard: stored under an estate token, and turned into an estate owned
 * by the customer who presents the token (at login or registration).
 */
import type { SandboxContext } from './context';
import { ESTATE_TOKEN_TTL_MS } from './limits';
import { randomHex, sha256 } from './security';
import { checklist } from './seed/checklist';
import { NO_STATS } from './seed/reporting';
import { optionLabel } from './seed/valuation';
import { PROFILE_LANGUAGES } from './seed/crm';
import {
	LANGS,
	type DbEstate,
	type DbTemporaryEstate,
	type DbUser,
	type Lang,
	type Schemas,
} from './types';
import { berlinDateTime } from './util';

/**
 * The customer's language for texts stored with their estate: their profile language when the sandbox
 * speaks it, else the language of the request.
 * @param user        The customer.
 * @param requestLang The request's language.
 */
export function customerLang( user: DbUser, requestLang: Lang ): Lang {
	const profile = LANGS.find(
		( lang ) => PROFILE_LANGUAGES[ lang ] === user.profile.language
	);
	return profile ?? requestLang;
}

/** How a valuation's title and description read in each language. */
const VALUATION_TEXTS: Record<
	Lang,
	{
		title: ( what: string, where: string ) => string;
		description: ( date: string ) => string;
		extras: ( list: string ) => string;
	}
> = {
	en: {
		title: ( what, where ) => `Valuation: ${ what } in ${ where }`,
		description: ( date ) => `Online valuation of ${ date }.`,
		extras: ( list ) => ` Extras: ${ list }.`,
	},
	de: {
		title: ( what, where ) => `Bewertung: ${ what } in ${ where }`,
		description: ( date ) => `Online-Bewertung vom ${ date }.`,
		extras: ( list ) => ` Ausstattung: ${ list }.`,
	},
	fr: {
		title: ( what, where ) => `Estimation\u00a0: ${ what } à ${ where }`,
		description: ( date ) => `Estimation en ligne du ${ date }.`,
		extras: ( list ) => ` Équipements\u00a0: ${ list }.`,
	},
	it: {
		title: ( what, where ) => `Valutazione: ${ what } a ${ where }`,
		description: ( date ) => `Valutazione online del ${ date }.`,
		extras: ( list ) => ` Dotazioni: ${ list }.`,
	},
	es: {
		title: ( what, where ) => `Valoración: ${ what } en ${ where }`,
		description: ( date ) => `Valoración online del ${ date }.`,
		extras: ( list ) => ` Extras: ${ list }.`,
	},
	nl: {
		title: ( what, where ) => `Waardebepaling: ${ what } in ${ where }`,
		description: ( date ) => `Online waardebepaling van ${ date }.`,
		extras: ( list ) => ` Voorzieningen: ${ list }.`,
	},
};

/**
 * The readable title and description of a valuation, from the wizard's option labels: 'Valuation: Detached
 * house in Berlin' / 'Bewertung: Einfamilienhaus in Berlin'.
 * @param p    The wizard's answers.
 * @param at   When the valuation was stored (ms).
 * @param lang The language.
 */
export function valuationTexts(
	p: Schemas[ 'ValuationPayload' ],
	at: number,
	lang: Lang
): { title: string; description: string } {
	const kind =
		optionLabel( 'objekttyp', p.objekttyp ) ??
		optionLabel( 'objektart', p.objektart );
	const extras = Object.entries( p.extras ?? {} )
		.filter( ( [ , chosen ] ) => chosen )
		.map( ( [ key ] ) => optionLabel( 'extras', key )?.[ lang ] ?? key );
	const [ day ] = berlinDateTime( at ).split( ' ' );
	const date = ( day ?? '' ).split( '-' ).reverse().join( '.' );
	const what = kind?.[ lang ] ?? p.objekttyp;
	const texts = VALUATION_TEXTS[ lang ];
	return {
		title: texts.title( what, p.ort ),
		description:
			texts.description( date ) +
			( extras.length ? texts.extras( extras.join( ', ' ) ) : '' ),
	};
}

/**
 * Stores the wizard's answers and returns the estate token that claims them (valid 24 hours).
 * @param sb      The sandbox.
 * @param payload The wizard's answers.
 */
export function storeTemporaryEstate(
	sb: SandboxContext,
	payload: Schemas[ 'ValuationPayload' ]
): string {
	const token = randomHex( 24 );
	const db = sb.db();
	db.temporaryEstates = db.temporaryEstates.filter(
		( t ) => t.createdAt + ESTATE_TOKEN_TTL_MS > sb.now()
	);
	db.temporaryEstates.push( {
		hash: sha256( token ),
		payload,
		createdAt: sb.now(),
		claimedBy: null,
	} );
	return token;
}

/**
 * The estate a temporary valuation becomes for its new owner.
 * @param sb   The sandbox.
 * @param temp The temporary valuation.
 * @param user The owner.
 * @param lang The owner's language.
 */
function estateFromValuation(
	sb: SandboxContext,
	temp: DbTemporaryEstate,
	user: DbUser,
	lang: Lang
): DbEstate {
	const p = temp.payload;
	const id = String( sb.db().nextEstateId++ );
	const texts = valuationTexts( p, temp.createdAt, lang );
	return {
		id,
		elements: {
			Id: id,
			mainLangId: '',
			objekttitel: texts.title,
			objektbeschreibung: texts.description,
			status2: 'vorbereitung',
			_status2: 'Vorbereitung',
			_vermarktungsart: '',
			kaufpreis: 0,
			kaltmiete: 0,
			wohnflaeche: 0,
			grundstuecksflaeche: 0,
			anzahl_zimmer: p.anzahl_zimmer ?? 0,
			anzahl_badezimmer: p.anzahl_badezimmer ?? 0,
			auftragvon: '',
			auftragbis: '',
			strasse: p.strasse ?? '',
			hausnummer: p.hausnummer ?? '',
			plz: p.plz,
			ort: p.ort,
			land: p.land ?? '',
			objektart: p.objektart,
			objekttyp: p.objekttyp,
			baujahr: Number( p.baujahr ?? 0 ) || 0,
			befeuerung: p.befeuerung ?? '',
			ausstattungsqualitaet: Number( p.ausstattungsqualitaet ?? 0 ) || 0,
			zustand: Number( p.zustand ?? 0 ) || 0,
			grund: p.grund ?? '',
			zeitfenster: p.zeitfenster ?? '',
		},
		images: [],
		settings: {
			reporting: false,
			reporting_statistics: false,
			reporting_activities: false,
			document: true,
		},
		brokerId: 'b1',
		relations: [ { userId: user.id, type: 'owner' } ],
		log: [],
		crmActivity: [],
		widgets: [],
		shortStats: structuredClone( NO_STATS ),
		fileGroups: checklist( sb.now(), id, {} ),
	};
}

/**
 * Turns a temporary valuation into an estate owned by the user. An unknown, expired or already claimed token
 * links nothing (and says nothing: login and registration answer the same either way).
 * @param sb          The sandbox.
 * @param token       The estate token, if the request carried one.
 * @param user        The customer.
 * @param requestLang The request's language (the title's language when the profile names none).
 */
export function claimEstateToken(
	sb: SandboxContext,
	token: string | undefined,
	user: DbUser,
	requestLang: Lang
): void {
	if ( ! token ) {
		return;
	}
	const temp = sb
		.db()
		.temporaryEstates.find( ( t ) => t.hash === sha256( token ) );
	if (
		! temp ||
		temp.claimedBy !== null ||
		temp.createdAt + ESTATE_TOKEN_TTL_MS < sb.now()
	) {
		return;
	}
	temp.claimedBy = user.id;
	sb.db().estates.push(
		estateFromValuation( sb, temp, user, customerLang( user, requestLang ) )
	);
}
