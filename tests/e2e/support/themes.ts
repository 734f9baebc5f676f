/**
 * The site's theme for one test: every WordPress tree of the stack holds Twenty Twenty-Five (the
 * reference, active by default), Twenty Twenty-Four and Twenty Twenty-Two (block themes) and Twenty
 * Twenty-One (classic), from Debian's packages (scripts/system/fetch-wordpress.sh). A test picks one,
 * optionally with one of its style variations (Twenty Twenty-Five's dark 'Evening'), and the previous
 * theme and styles come back after the test, passed or failed.
 *
 * @example
 * import { test, expect } from '../support/themes';
 * test.use( { siteTheme: { theme: 'twentytwentyone' } } );
 * test.use( { siteTheme: { theme: 'twentytwentyfive', variation: 'Evening' } } );
 *
 * Outside the fixture, `switchTheme( choice )` switches at once and returns the function that
 * switches back. The tests run one at a time (playwright.config.ts), so a theme never leaks into a
 * parallel test.
 */
import { test as base } from './fixtures';
import { runWordPressPhp } from './wordpress';

export { expect } from './fixtures';

/** The themes every WordPress tree of the stack holds. */
export const THEMES = [
	'twentytwentyfive',
	'twentytwentyfour',
	'twentytwentyone',
	'twentytwentytwo',
] as const;

/** A theme's folder name. */
export type ThemeName = ( typeof THEMES )[ number ];

/** The theme a test runs in. */
export interface SiteTheme {
	/** The theme's folder name. */
	theme: ThemeName;
	/** The title of one of the theme's style variations (its styles/*.json), e.g. 'Evening'. */
	variation?: string;
}

/**
 * Activates a theme (and a style variation: the site's global styles become the variation's,
 * as choosing it in the site editor does) and returns the function that puts back the previous
 * theme and global styles.
 *
 * @param choice The theme and variation.
 */
export function switchTheme( choice: SiteTheme ): () => void {
	const previous = runWordPressPhp(
		`
		$ca_theme     = getenv( 'CA_E2E_THEME' );
		$ca_variation = getenv( 'CA_E2E_VARIATION' );
		if ( ! wp_get_theme( $ca_theme )->exists() ) {
			fwrite( STDERR, "theme $ca_theme is not installed\\n" );
			exit( 1 );
		}
		$ca_previous = array( 'stylesheet' => get_stylesheet(), 'styles' => null );
		// As the administrator: WordPress files the theme's global styles post under the theme
		// (a wp_theme term) only for a user who may assign terms, and reads only a post so filed.
		wp_set_current_user( get_user_by( 'login', 'admin' )->ID );
		switch_theme( $ca_theme );
		if ( '' !== $ca_variation ) {
			$ca_chosen = null;
			foreach ( WP_Theme_JSON_Resolver::get_style_variations() as $ca_candidate ) {
				if ( ( $ca_candidate['title'] ?? '' ) === $ca_variation ) {
					$ca_chosen = $ca_candidate;
				}
			}
			if ( null === $ca_chosen ) {
				fwrite( STDERR, "theme $ca_theme has no style variation $ca_variation\\n" );
				exit( 1 );
			}
			$ca_post               = WP_Theme_JSON_Resolver::get_user_data_from_wp_global_styles( wp_get_theme(), true );
			$ca_previous['styles'] = array( 'id' => $ca_post['ID'], 'content' => get_post_field( 'post_content', $ca_post['ID'] ) );
			$ca_styles             = array(
				'version'                     => WP_Theme_JSON::LATEST_SCHEMA,
				'isGlobalStylesUserThemeJSON' => true,
				'title'                       => $ca_chosen['title'],
				'settings'                    => $ca_chosen['settings'] ?? array(),
				'styles'                      => $ca_chosen['styles'] ?? array(),
			);
			kses_remove_filters();
			wp_update_post( array( 'ID' => $ca_post['ID'], 'post_content' => wp_slash( wp_json_encode( $ca_styles ) ) ) );
		}
		echo wp_json_encode( $ca_previous );
		`,
		{
			CA_E2E_THEME: choice.theme,
			CA_E2E_VARIATION: choice.variation ?? '',
		}
	);
	return () => {
		runWordPressPhp(
			`
			$ca_previous = json_decode( getenv( 'CA_E2E_PREVIOUS' ), true );
			if ( is_array( $ca_previous['styles'] ) ) {
				kses_remove_filters();
				wp_update_post( array( 'ID' => $ca_previous['styles']['id'], 'post_content' => wp_slash( $ca_previous['styles']['content'] ) ) );
			}
			switch_theme( $ca_previous['stylesheet'] );
			`,
			{ CA_E2E_PREVIOUS: previous }
		);
	};
}

interface ThemeFixtures {
	/** The theme the test runs in; the stack's theme (Twenty Twenty-Five) when null. */
	siteTheme: SiteTheme | null;
	/** Auto: switches to `siteTheme` before the test and back after it. */
	themeForTheTest: void;
}

/** The shared `test` (console and axe checks included) with the `siteTheme` option. */
export const test = base.extend< ThemeFixtures >( {
	siteTheme: [ null, { option: true } ],
	themeForTheTest: [
		async ( { siteTheme }, use ) => {
			const restore = siteTheme ? switchTheme( siteTheme ) : null;
			try {
				await use();
			} finally {
				restore?.();
			}
		},
		{ auto: true },
	],
} );
