import { initialAuthState } from './auth-slice';
import { createTestStore } from '@test-support/render-with-providers';
import { selectColorScheme } from './color-scheme';

describe( 'selectColorScheme', () => {
	it( 'follows the broker settings in the session', () => {
		expect( selectColorScheme( createTestStore().getState() ).name ).toBe(
			'default'
		);
		const store = createTestStore( {
			preloadedState: {
				auth: {
					...initialAuthState,
					brokerSettings: {
						selected_color_scheme: 'dark_pastel',
						general_colors: {
							increase: '#3BBD8D',
							decrease: '#EF5152',
						},
						diagram_custom_colors: [],
					},
				},
			},
		} );
		const scheme = selectColorScheme( store.getState() );
		expect( scheme.increase ).toBe( '#3B5E1A' );
		expect( scheme.decrease ).toBe( '#9A2829' );
		// Same settings, same object: screens do not re-render for nothing.
		expect( selectColorScheme( store.getState() ) ).toBe( scheme );
	} );
} );
