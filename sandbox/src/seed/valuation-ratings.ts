/**
 * The valuation wizard's star ratings, in every language of the sandbox: equipment quality and condition,
 * each star with its label and tooltip.
 */
import { tr, type Localized } from '../types';

/** Equipment quality stars: label and tooltip per star, 1 to 5. */
export const EQUIPMENT: Array< [ Localized, Localized ] > = [
	[
		tr(
			'Simple',
			'Einfach',
			'Simple',
			'Semplice',
			'Sencillo',
			'Eenvoudig'
		),
		tr(
			'Basic fittings, e.g. laminate floors and a standard bathroom.',
			'Einfache Ausstattung, z. B. Laminat und ein Standardbad.',
			'Équipement de base, p. ex. sol stratifié et salle de bains standard.',
			'Finiture di base, ad es. pavimenti in laminato e un bagno standard.',
			'Acabados básicos, p. ej. suelo laminado y un baño estándar.',
			'Eenvoudige afwerking, bijv. laminaat en een standaardbadkamer.'
		),
	],
	[
		tr( 'Normal', 'Normal', 'Normal', 'Normale', 'Normal', 'Normaal' ),
		tr(
			'Solid fittings in good order.',
			'Solide Ausstattung in gutem Zustand.',
			'Équipement solide, en bon état.',
			'Finiture solide e in buono stato.',
			'Acabados sólidos y en buen estado.',
			'Degelijke afwerking in goede staat.'
		),
	],
	[
		tr(
			'Upscale',
			'Gehoben',
			'Haut de gamme',
			'Di pregio',
			'Alto',
			'Luxe'
		),
		tr(
			'Quality materials, e.g. parquet and a modern bathroom.',
			'Hochwertige Materialien, z. B. Parkett und ein modernes Bad.',
			'Matériaux de qualité, p. ex. parquet et salle de bains moderne.',
			'Materiali di qualità, ad es. parquet e un bagno moderno.',
			'Materiales de calidad, p. ej. parqué y un baño moderno.',
			'Kwaliteitsmaterialen, bijv. parket en een moderne badkamer.'
		),
	],
	[
		tr(
			'High-end',
			'Hochwertig',
			'Très haut de gamme',
			'Di alto livello',
			'Muy alto',
			'Hoogwaardig'
		),
		tr(
			'Premium materials throughout, e.g. natural stone and underfloor heating.',
			'Durchgehend edle Materialien, z. B. Naturstein und Fußbodenheizung.',
			'Matériaux nobles partout, p. ex. pierre naturelle et chauffage au sol.',
			'Materiali pregiati ovunque, ad es. pietra naturale e riscaldamento a pavimento.',
			'Materiales nobles en todo el inmueble, p. ej. piedra natural y suelo radiante.',
			'Overal hoogwaardige materialen, bijv. natuursteen en vloerverwarming.'
		),
	],
	[
		tr( 'Luxury', 'Luxus', 'Luxe', 'Lusso', 'Lujo', 'Exclusief' ),
		tr(
			'Exclusive fittings made to measure.',
			'Exklusive Ausstattung nach Maß.',
			'Équipement exclusif sur mesure.',
			'Finiture esclusive su misura.',
			'Acabados exclusivos a medida.',
			'Exclusieve afwerking op maat.'
		),
	],
];
/** Condition stars: label and tooltip per star, 1 to 5. */
export const CONDITION: Array< [ Localized, Localized ] > = [
	[
		tr(
			'Needs renovation',
			'Renovierungsbedürftig',
			'À rénover',
			'Da ristrutturare',
			'A reformar',
			'Renovatie nodig'
		),
		tr(
			'Major work is needed before anyone moves in.',
			'Vor dem Einzug sind größere Arbeiten nötig.',
			'De gros travaux sont nécessaires avant d’emménager.',
			'Prima di entrare sono necessari lavori importanti.',
			'Hacen falta obras importantes antes de entrar a vivir.',
			'Er is groot onderhoud nodig voordat iemand er kan wonen.'
		),
	],
	[
		tr( 'Worn', 'Abgewohnt', 'Usé', 'Usurato', 'Desgastado', 'Gedateerd' ),
		tr(
			'Fit to live in, but showing its age.',
			'Bewohnbar, aber in die Jahre gekommen.',
			'Habitable, mais marqué par le temps.',
			'Abitabile, ma segnato dagli anni.',
			'Habitable, pero se nota el paso del tiempo.',
			'Bewoonbaar, maar de tand des tijds is zichtbaar.'
		),
	],
	[
		tr(
			'Well kept',
			'Gepflegt',
			'Bien entretenu',
			'Ben tenuto',
			'Bien cuidado',
			'Goed onderhouden'
		),
		tr(
			'Looked after, no repairs due.',
			'Gepflegt, keine Reparaturen fällig.',
			'Bien entretenu, aucune réparation à prévoir.',
			'Curato, nessuna riparazione in vista.',
			'Bien cuidado, sin reparaciones pendientes.',
			'Goed onderhouden, geen reparaties nodig.'
		),
	],
	[
		tr(
			'Renovated',
			'Renoviert',
			'Rénové',
			'Ristrutturato',
			'Reformado',
			'Gerenoveerd'
		),
		tr(
			'Renovated within the last ten years.',
			'In den letzten zehn Jahren renoviert.',
			'Rénové au cours des dix dernières années.',
			'Ristrutturato negli ultimi dieci anni.',
			'Reformado en los últimos diez años.',
			'In de afgelopen tien jaar gerenoveerd.'
		),
	],
	[
		tr(
			'As new',
			'Neuwertig',
			'Comme neuf',
			'Come nuovo',
			'Como nuevo',
			'Als nieuw'
		),
		tr(
			'New, or as good as new.',
			'Neu oder neuwertig.',
			'Neuf ou comme neuf.',
			'Nuovo o come nuovo.',
			'Nuevo o como nuevo.',
			'Nieuw of zo goed als nieuw.'
		),
	],
];
