/**
 * What the wizard's field tests press and read: Next and Previous, the step's heading, a detached
 * house's first answers, and a settings answer with chosen sections.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api } from '../server';
import { wizardSections, wizardSettings } from './fixtures';

/** The Next button. */
export const next = () => screen.getByRole( 'button', { name: 'Next' } );

/**
 * The Next button once the configuration has loaded: it shows, disabled, while it loads.
 */
export const readyNext = async () => {
	await waitFor( () => expect( next() ).toBeEnabled() );
	return next();
};

/** The Previous button. */
export const previous = () =>
	screen.getByRole( 'button', { name: 'Previous' } );

/** The step's heading. */
export const stepHeading = () => screen.getByRole( 'heading', { level: 2 } );

/** The first two answers of a detached house. */
export const house = { objektart: 'haus', objekttyp: 'einfamilienhaus' };

/**
 * A settings handler answering the given sections.
 *
 * @param sections The configuration's sections.
 */
export const settingsWith = ( sections: ReturnType< typeof wizardSections > ) =>
	http.get( api( 'settings/valuation' ), () =>
		HttpResponse.json( wizardSettings( sections ) )
	);
