import { brokerSettingsCleared, brokerSettingsLoaded } from './auth-slice';
import { createTestStore } from '@test-support/render-with-providers';
import { selectColorScheme } from './color-scheme';

describe( 'selectColorScheme', () => {
	it( 'follows the broker settings in the session', () => {
		const store = createTestStore();
		expect( selectColorScheme( store.getState() ).name ).toBe( 'default' );
		store.dispatch(
			brokerSettingsLoaded( {
				selected_color_scheme: 'dark_pastel',
				general_colors: { increase: '#3BBD8D', decrease: '#EF5152' },
				diagram_custom_colors: [],
			} )
		);
		const scheme = selectColorScheme( store.getState() );
		expect( scheme.increase ).toBe( '#3B5E1A' );
		expect( scheme.decrease ).toBe( '#9A2829' );
		// Same settings, same object: screens do not re-render for nothing.
		expect( selectColorScheme( store.getState() ) ).toBe( scheme );
		store.dispatch( brokerSettingsCleared() );
		expect( selectColorScheme( store.getState() ).name ).toBe( 'default' );
	} );
} );
