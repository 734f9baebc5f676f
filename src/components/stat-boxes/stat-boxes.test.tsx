/**
 * The key figures write their totals and trends in the UI language's format, and a dashboard
 * card's compact chip shows the same percentage as the Overview's full text, isolated from a
 * right-to-left page's direction.
 */
import { render, screen, within } from '@testing-library/react';
import { applyLanguage } from '../../i18n/apply-language';
import { StatBoxes, type StatBoxesProps } from './stat-boxes';

const STATS: StatBoxesProps[ 'stats' ] = [
	{ key: 'absagen', total: 3, trend: -25 },
	{ key: 'besichtigungen', total: 14, trend: 40 },
	{ key: 'exposeversand', total: 52, trend: 12.5 },
	{ key: 'objektanfragen', total: 1061, trend: 0 },
];

/**
 * Intl keeps a number and its percent sign together with a no-break space.
 * @param text
 */
const spaced = ( text: string | null | undefined ) =>
	( text ?? '' ).replace( /[\u00a0\u202f]/g, ' ' );

/**
 * The trends' visible texts and their totals.
 *
 * @param compact  The dashboard's variant.
 * @param language The UI language.
 */
function figures( compact: boolean, language: string ) {
	const { unmount } = render(
		<StatBoxes
			stats={ STATS }
			increase="#3BBD8D"
			decrease="#EF5152"
			language={ language }
			compact={ compact }
			label="Key figures"
		/>
	);
	const boxes = within(
		screen.getByRole( 'list', { name: 'Key figures' } )
	).getAllByRole( 'listitem' );
	const result = boxes.map( ( box ) => {
		const trend = box.querySelector( '.ca-trend' ) as HTMLElement;
		// What the eye sees: the arrow and, in the compact chip, only the percentage.
		const visible = Array.from( trend.childNodes )
			.filter(
				( node ) =>
					! (
						node instanceof HTMLElement &&
						node.classList.contains( 'ca-visually-hidden' )
					)
			)
			.map( ( node ) => node.textContent )
			.join( '' );
		return {
			total: box.querySelector( '.ca-stat-box__total' )?.textContent,
			visible: spaced( visible ),
		};
	} );
	unmount();
	return result;
}

describe( 'StatBoxes', () => {
	it.each( [
		[ 'en', [ '▼-25%', '▲+40%', '▲+12.5%', '→0%' ], '1,061' ],
		[ 'de', [ '▼-25 %', '▲+40 %', '▲+12,5 %', '→0 %' ], '1.061' ],
	] )(
		'in %s the compact chips read %j, the totals %s',
		async ( language, chips, total ) => {
			await applyLanguage( language as 'en' | 'de' );
			const compact = figures( true, language );
			expect( compact.map( ( figure ) => figure.visible ) ).toEqual(
				chips
			);
			expect( compact[ 3 ]?.total ).toBe( total );
			// The Overview's full text starts with the very same percentage.
			const full = figures( false, language );
			full.forEach( ( figure, index ) =>
				expect(
					figure.visible.startsWith( `${ chips[ index ] } ` )
				).toBe( true )
			);
		}
	);

	it.each( [ true, false ] )(
		'isolates each visible percentage (compact: %s), so a right-to-left page keeps its sign first',
		async ( compact ) => {
			await applyLanguage( 'en' );
			render(
				<StatBoxes
					stats={ STATS }
					increase="#3BBD8D"
					decrease="#EF5152"
					language="en"
					compact={ compact }
					label="Key figures"
				/>
			);
			const isolated = Array.from(
				document.querySelectorAll( '.ca-trend bdi' ),
				( element ) => element.textContent
			);
			expect( isolated ).toEqual( [ '-25%', '+40%', '+12.5%', '0%' ] );
		}
	);
} );
