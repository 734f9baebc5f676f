/**
 * The estate statuses of the (simulated) estate system with their labels in every language of the sandbox
 * (the glossary's status words, docs/glossary.md).
 */
import { tr, type Localized, type Schemas } from '../types';

/** Status code → label, as the estate system names them. */
export const STATUS_LABELS: Record< Schemas[ 'EstateStatus' ], Localized > = {
	status2obj_aktiv: tr(
		'Active',
		'Aktiv',
		'Actif',
		'Attivo',
		'Activo',
		'Actief'
	),
	aktive_vermarktung: tr(
		'Active marketing',
		'Aktive Vermarktung',
		'Commercialisation active',
		'Commercializzazione attiva',
		'Comercialización activa',
		'Actief in de markt'
	),
	passive_vermarktung: tr(
		'Passive marketing',
		'Passive Vermarktung',
		'Commercialisation passive',
		'Commercializzazione passiva',
		'Comercialización pasiva',
		'Passief in de markt'
	),
	reserviert: tr(
		'Reserved',
		'Reserviert',
		'Réservé',
		'Riservato',
		'Reservado',
		'Gereserveerd'
	),
	status2obj_inaktiv: tr(
		'Inactive',
		'Inaktiv',
		'Inactif',
		'Inattivo',
		'Inactivo',
		'Inactief'
	),
	marktbeobachtung: tr(
		'Market observation',
		'Marktbeobachtung',
		'Observation du marché',
		'Osservazione del mercato',
		'Observación del mercado',
		'Marktobservatie'
	),
	in_akquise: tr(
		'In acquisition',
		'In Akquise',
		'En prospection',
		'In acquisizione',
		'En captación',
		'In acquisitie'
	),
	vorbereitung: tr(
		'Preparation',
		'Vorbereitung',
		'En préparation',
		'In preparazione',
		'En preparación',
		'In voorbereiding'
	),
	status2obj_archiviert: tr(
		'Archived',
		'Archiviert',
		'Archivé',
		'Archiviato',
		'Archivado',
		'Gearchiveerd'
	),
	auftrag_entzogen: tr(
		'Mandate withdrawn',
		'Auftrag entzogen',
		'Mandat retiré',
		'Incarico revocato',
		'Mandato retirado',
		'Opdracht ingetrokken'
	),
	verkauft: tr(
		'Sold',
		'Verkauft',
		'Vendu',
		'Venduto',
		'Vendido',
		'Verkocht'
	),
	vermietet: tr(
		'Rented',
		'Vermietet',
		'Loué',
		'Affittato',
		'Alquilado',
		'Verhuurd'
	),
	fremd_verkauft_vermietet: tr(
		'Sold or rented by others',
		'Fremd verkauft/vermietet',
		'Vendu ou loué par un tiers',
		'Venduto o affittato da terzi',
		'Vendido o alquilado por terceros',
		'Verkocht of verhuurd door derden'
	),
};
