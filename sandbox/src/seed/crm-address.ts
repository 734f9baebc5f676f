/**
 * The address module's fields of the (simulated) estate system, with their labels and permitted values in
 * every language of the sandbox: what registration and the profile ask for.
 */
import { same, tr, type Localized } from '../types';
import type { CrmField } from './crm';

/**
 * Code → name per language.
 * @param entries Code and its name in every language.
 */
const values = ( entries: Array< [ string, Localized ] > ) =>
	Object.fromEntries( entries ) as Record< string, Localized >;

/**
 * A salutation as the estate system keeps it: the German word in German and English (the codes are
 * German), the language's own word elsewhere.
 * @param code The German salutation.
 * @param fr   French.
 * @param it   Italian.
 * @param es   Spanish.
 * @param nl   Dutch.
 */
const salutation = (
	code: string,
	fr: string,
	it: string,
	es: string,
	nl: string
): [ string, Localized ] => [ code, tr( code, code, fr, it, es, nl ) ];

/** Fields of the address module by name. */
export const ADDRESS_FIELDS: Record< string, CrmField > = {
	Anrede: {
		label: tr(
			'Salutation',
			'Anrede',
			'Civilité',
			'Appellativo',
			'Tratamiento',
			'Aanhef'
		),
		permittedvalues: values( [
			salutation( 'Herr', 'Monsieur', 'Signor', 'Señor', 'De heer' ),
			salutation( 'Frau', 'Madame', 'Signora', 'Señora', 'Mevrouw' ),
			salutation( 'Firma', 'Société', 'Società', 'Empresa', 'Firma' ),
			salutation(
				'Familie',
				'Famille',
				'Famiglia',
				'Familia',
				'Familie'
			),
			salutation(
				'Eheleute',
				'Époux',
				'Coniugi',
				'Matrimonio',
				'Echtpaar'
			),
		] ),
	},
	Titel: {
		label: tr( 'Title', 'Titel', 'Titre', 'Titolo', 'Título', 'Titel' ),
		permittedvalues: values(
			[ 'Dr.', 'Prof.', 'Prof. Dr.', 'Dipl.-Ing.' ].map( ( title ) => [
				title,
				same( title ),
			] )
		),
	},
	Sprache: {
		label: tr(
			'Language',
			'Sprache',
			'Langue',
			'Lingua',
			'Idioma',
			'Taal'
		),
		permittedvalues: values( [
			[
				'DEU',
				tr(
					'German',
					'Deutsch',
					'Allemand',
					'Tedesco',
					'Alemán',
					'Duits'
				),
			],
			[
				'ENG',
				tr(
					'English',
					'Englisch',
					'Anglais',
					'Inglese',
					'Inglés',
					'Engels'
				),
			],
			[
				'FRA',
				tr(
					'French',
					'Französisch',
					'Français',
					'Francese',
					'Francés',
					'Frans'
				),
			],
			[
				'ITA',
				tr(
					'Italian',
					'Italienisch',
					'Italien',
					'Italiano',
					'Italiano',
					'Italiaans'
				),
			],
			[
				'SPA',
				tr(
					'Spanish',
					'Spanisch',
					'Espagnol',
					'Spagnolo',
					'Español',
					'Spaans'
				),
			],
			[
				'NLD',
				tr(
					'Dutch',
					'Niederländisch',
					'Néerlandais',
					'Olandese',
					'Neerlandés',
					'Nederlands'
				),
			],
			[
				'TUR',
				tr( 'Turkish', 'Türkisch', 'Turc', 'Turco', 'Turco', 'Turks' ),
			],
		] ),
	},
	Vertragsart: {
		label: tr(
			'Contract type',
			'Vertragsart',
			'Type de contrat',
			'Tipo di contratto',
			'Tipo de contrato',
			'Soort contract'
		),
		permittedvalues: values( [
			[
				'unbefristet',
				tr(
					'Permanent employee',
					'Unbefristet angestellt',
					'Salarié en CDI',
					'Dipendente a tempo indeterminato',
					'Empleado indefinido',
					'Vast dienstverband'
				),
			],
			[
				'befristet',
				tr(
					'Fixed-term employee',
					'Befristet angestellt',
					'Salarié en CDD',
					'Dipendente a tempo determinato',
					'Empleado temporal',
					'Tijdelijk dienstverband'
				),
			],
			[
				'selbststaendig',
				tr(
					'Self-employed',
					'Selbstständig',
					'Indépendant',
					'Lavoratore autonomo',
					'Autónomo',
					'Zelfstandige'
				),
			],
			[
				'beamter',
				tr(
					'Civil servant',
					'Beamter',
					'Fonctionnaire',
					'Dipendente pubblico',
					'Funcionario',
					'Ambtenaar'
				),
			],
			[
				'rentner',
				tr(
					'Retired',
					'Rentner',
					'Retraité',
					'Pensionato',
					'Jubilado',
					'Gepensioneerd'
				),
			],
			[
				'student',
				tr(
					'Student',
					'Student',
					'Étudiant',
					'Studente',
					'Estudiante',
					'Student'
				),
			],
		] ),
	},
	Vorname: {
		label: tr(
			'First name',
			'Vorname',
			'Prénom',
			'Nome',
			'Nombre',
			'Voornaam'
		),
	},
};
