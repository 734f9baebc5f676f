/**
 * docs/behaviour.md "A press is never lost" on both profile tabs: after leaving each field of the
 * inventory (the tables below) with an invalid value, 'Save Profile' is pressed at its centre and
 * 4 px below its top edge, in three lanes at once (1280 px with a mouse, 375 px with a mouse and
 * with a finger). It must not move from the press to the release, the click must reach it, and the
 * save must be refused with the field's message and focus on it. Signed in through the API; each
 * tab in a lane of its own at each width (see press.ts); between cases the profile is opened
 * afresh through another screen.
 */
import { OWNER_EMAIL, test } from '../support/fixtures';
import { signInThroughApi } from '../language/support';
import { expectPressesAfterEachField } from './forms';
import type { FieldCase, FormCase } from './inventory';
import { expectPartsInLanes, run, type Lane, type Step } from './press';

/*
 * The inventory of the profile: the fields whose blur shows a message (owner@'s profile is valid,
 * so a submit shows only the left field's). Street, house number, city, country, the phones,
 * language, occupation, employer and contract type show nothing; leaving ZIP or city looks the
 * place up, which may fill state and country and moves nothing.
 */

/** The profile's My Profile tab, as owner@ has it (every field valid). */
const MY_PROFILE: FormCase = {
	name: 'profile, My Profile',
	submit: 'Save Profile',
	fields: [
		{
			label: 'Salutation',
			entry: { choose: '' },
			blurShows: 'Salutation is required',
		},
		{
			label: 'Title',
			entry: { type: '123' },
			blurShows: 'Title cannot be a number',
		},
		{
			label: 'First Name',
			entry: { type: '' },
			blurShows: 'Firstname is required',
		},
		{
			label: 'Last Name',
			entry: { type: 'Smith 2' },
			blurShows: 'Lastname cannot contain numbers or invalid characters',
		},
		{
			label: 'Birthday',
			entry: { type: '31.02.1980' },
			blurShows: 'Please enter a valid date.',
		},
		{
			label: 'ZIP',
			entry: { type: '12' },
			blurShows: 'ZIP code must be between 4 and 10 digits',
		},
		{
			label: 'State',
			entry: { type: 'Bayern 1' },
			blurShows: 'State cannot contain numbers or invalid characters',
		},
	],
	atRest: [],
};

/** The profile's Applicant Folder tab. */
const APPLICANT_FOLDER: FormCase = {
	name: 'profile, Applicant Folder',
	submit: 'Save Profile',
	fields: [
		{
			label: 'Income (EUR)',
			entry: { type: 'a lot' },
			blurShows: 'Income must be a number',
		},
		...[
			'Facebook',
			'Twitter / X',
			'YouTube',
			'Instagram',
			'LinkedIn',
			'Xing',
			'TikTok',
			'Pinterest',
		].map( ( label ): FieldCase => ( {
			label,
			entry: { type: 'my-page' },
			blurShows: 'Please enter a valid URL',
		} ) ),
	],
	atRest: [],
};

/**
 * Steps that open the profile afresh through another screen (the form starts from the stored
 * profile), on a tab.
 *
 * @param tab The tab.
 */
const afresh = ( tab: string ): Step[] => [
	{ hash: '#/favorites' },
	{ gone: MY_PROFILE.submit },
	{ hash: '#/profile' },
	// A route change moves focus to the new page's heading; typing waits for it.
	{ wait: { focused: 'Profile' } },
	{ value: [ 'Salutation', 'Herr' ] },
	{ click: tab },
];

/**
 * Opens the profile in one lane, on a tab, and waits until the stored profile has arrived.
 *
 * @param lane The lane.
 * @param tab  The tab.
 */
async function openProfile(
	lane: Lane,
	tab: 'My Profile' | 'Applicant Folder'
) {
	const { page, name } = lane;
	await page.goto( '/customer-area/#/profile' );
	// The stored profile has arrived once the salutation shows it.
	await run(
		page,
		[
			{ value: [ 'Salutation', 'Herr' ] },
			{ click: tab },
			{ aim: MY_PROFILE.submit },
		],
		name
	);
}

test.describe( 'profile', () => {
	test( "both tabs: a press right after leaving a field reaches 'Save Profile', at 1280 px and at 375 px, by mouse and by finger", async ( {
		browser,
	} ) => {
		await expectPartsInLanes(
			browser,
			[
				async ( lane ) => {
					await openProfile( lane, 'My Profile' );
					await expectPressesAfterEachField(
						lane,
						MY_PROFILE,
						afresh( 'My Profile' )
					);
				},
				async ( lane ) => {
					await openProfile( lane, 'Applicant Folder' );
					await expectPressesAfterEachField(
						lane,
						APPLICANT_FOLDER,
						afresh( 'Applicant Folder' )
					);
				},
			],
			( context ) => signInThroughApi( context, OWNER_EMAIL )
		);
	} );
} );
