/**
 * The valuation wizard's own field labels and the tooltips of its fields, in every language of the
 * sandbox (the labels it shares with the estate system are in labels.ts).
 */
import { tr } from '../types';

/** Label or tooltip by name. */
export const TEXTS = {
	roomsTip: tr(
		'Count living rooms and bedrooms; a half room counts 0.5. Kitchen and bathrooms do not count.',
		'Zählen Sie Wohn- und Schlafräume; ein halbes Zimmer zählt 0,5. Küche und Bäder zählen nicht.',
		'Comptez le séjour et les chambres\u00a0; une demi-pièce compte pour 0,5. La cuisine et les salles de bains ne comptent pas.',
		'Conti soggiorno e camere da letto; un mezzo locale conta 0,5. Cucina e bagni non contano.',
		'Cuente el salón y los dormitorios; media habitación cuenta 0,5. La cocina y los baños no cuentan.',
		'Tel woonkamers en slaapkamers; een halve kamer telt als 0,5. Keuken en badkamers tellen niet mee.'
	),
	bathroomsTip: tr(
		'Bathrooms and shower rooms; a guest toilet does not count.',
		'Bäder und Duschbäder; ein Gäste-WC zählt nicht.',
		'Salles de bains et salles d’eau\u00a0; des toilettes séparées ne comptent pas.',
		'Bagni con vasca o doccia; un bagno di servizio non conta.',
		'Baños y aseos con ducha; un aseo de cortesía no cuenta.',
		'Badkamers en doucheruimtes; een apart toilet telt niet mee.'
	),
	heatingTip: tr(
		'Select every energy source your heating uses.',
		'Wählen Sie alle Energieträger Ihrer Heizung.',
		'Sélectionnez toutes les énergies qu’utilise votre chauffage.',
		'Selezioni tutte le fonti di energia usate dal suo riscaldamento.',
		'Seleccione todas las fuentes de energía que usa su calefacción.',
		'Selecteer elke energiebron die uw verwarming gebruikt.'
	),
	kindTip: tr(
		'Choose the kind of property you own.',
		'Wählen Sie die Art Ihrer Immobilie.',
		'Choisissez la nature de votre bien.',
		'Scelga la categoria del suo immobile.',
		'Elija la clase de inmueble que tiene.',
		'Kies het soort pand dat u bezit.'
	),
	typeTip: tr(
		'Pick the type that describes your property best.',
		'Wählen Sie den Typ, der Ihre Immobilie am besten beschreibt.',
		'Choisissez le type qui décrit le mieux votre bien.',
		'Scelga la tipologia che descrive meglio il suo immobile.',
		'Elija el tipo que mejor describe su inmueble.',
		'Kies het type dat uw pand het best beschrijft.'
	),
	postalCode: tr(
		'Postal code',
		'Postleitzahl',
		'Code postal',
		'CAP',
		'Código postal',
		'Postcode'
	),
	postalCodeTip: tr(
		'We fill in the state and the country for you.',
		'Bundesland und Land ergänzen wir für Sie.',
		'Nous complétons la région et le pays pour vous.',
		'Completiamo noi la regione e il paese.',
		'Completamos la región y el país por usted.',
		'Wij vullen de provincie en het land voor u in.'
	),
	state: tr(
		'State',
		'Bundesland',
		'Région',
		'Regione',
		'Región',
		'Provincie'
	),
	countryTip: tr(
		'The country where the property is.',
		'Das Land, in dem die Immobilie liegt.',
		'Le pays où se trouve le bien.',
		"Il paese in cui si trova l'immobile.",
		'El país donde se encuentra el inmueble.',
		'Het land waar het pand ligt.'
	),
	extrasTip: tr(
		'Select everything your property has.',
		'Wählen Sie alles, was Ihre Immobilie bietet.',
		'Sélectionnez tout ce dont votre bien dispose.',
		'Selezioni tutto ciò di cui dispone il suo immobile.',
		'Seleccione todo lo que tiene su inmueble.',
		'Selecteer alles wat uw pand heeft.'
	),
	equipmentTip: tr(
		'How well is the property fitted out: floors, kitchen, bathrooms, windows?',
		'Wie hochwertig ist die Immobilie ausgestattet: Böden, Küche, Bäder, Fenster?',
		'Quel est le niveau d’équipement du bien\u00a0: sols, cuisine, salles de bains, fenêtres\u00a0?',
		"Com'è la qualità delle finiture: pavimenti, cucina, bagni, finestre?",
		'¿Qué calidad tienen los acabados: suelos, cocina, baños, ventanas?',
		'Hoe goed is het pand afgewerkt: vloeren, keuken, badkamers, ramen?'
	),
	yearBuilt: tr(
		'Year of Construction',
		'Baujahr',
		'Année de construction',
		'Anno di costruzione',
		'Año de construcción',
		'Bouwjaar'
	),
	yearBuiltTip: tr(
		'The year the building was finished. An estimate is fine.',
		'Das Jahr der Fertigstellung. Eine Schätzung genügt.',
		'L’année d’achèvement du bâtiment. Une estimation suffit.',
		"L'anno di completamento dell'edificio. Basta una stima.",
		'El año en que se terminó el edificio. Basta con una estimación.',
		'Het jaar waarin het gebouw klaar was. Een schatting is genoeg.'
	),
	conditionTip: tr(
		'The condition today, not when it was built.',
		'Der heutige Zustand, nicht der beim Bau.',
		'L’état actuel, pas celui à la construction.',
		'Lo stato attuale, non quello al momento della costruzione.',
		'El estado actual, no el de cuando se construyó.',
		'De staat van nu, niet die bij de bouw.'
	),
	reason: tr(
		'Reason for your evaluation',
		'Anlass Ihrer Bewertung',
		'Motif de votre estimation',
		'Motivo della valutazione',
		'Motivo de su valoración',
		'Reden voor uw waardebepaling'
	),
	reasonTip: tr(
		'Your reason helps us prepare the right valuation for you.',
		'Ihr Anlass hilft uns, die passende Bewertung für Sie vorzubereiten.',
		'Votre motif nous aide à préparer l’estimation qui vous convient.',
		'Il motivo ci aiuta a preparare la valutazione più adatta a lei.',
		'Su motivo nos ayuda a preparar la valoración adecuada para usted.',
		'Uw reden helpt ons de juiste waardebepaling voor u voor te bereiden.'
	),
	timeframe: tr(
		'Timeframe',
		'Zeitrahmen',
		'Délai',
		'Tempistica',
		'Plazo',
		'Termijn'
	),
	timeframeTip: tr(
		'When would you like to sell or buy?',
		'Wann möchten Sie verkaufen oder kaufen?',
		'Quand souhaitez-vous vendre ou acheter\u00a0?',
		'Quando desidera vendere o acquistare?',
		'¿Cuándo desea vender o comprar?',
		'Wanneer wilt u verkopen of kopen?'
	),
};
