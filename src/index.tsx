/**
 * Entry: finds the customer-area roots on the page, reads the configuration, resolves the language,
 * creates the one store and mounts an <App/> into each root it starts: every popup and the first full
 * area (src/app/page-roots.ts; docs/behaviour.md "Embeds and popups"). A setup error shows a visible
 * message in those roots instead of a blank page. See docs/behaviour.md "Language".
 *
 * Start-up is cut into short tasks so the page stays responsive while the area starts: this
 * bundle holds what the boot needs (configuration, translations, the store, the router and the
 * screens' frame; each screen is a lazy chunk): the first screen's chunks (the sign-in form, the
 * wizard, the shell and the dashboard…) are requested in the third task, after the one that reads
 * the configuration and the cookie, before the first render asks for them. The state libraries,
 * the store's modules and the router are evaluated in tasks of their own
 * (src/app/state-libraries.ts), so nothing this module imports statically may import Redux
 * Toolkit. The first render is a transition, which React renders in slices, and takes over from the
 * pre-rendered opening; the token refresh starts when the browser is idle. See
 * docs/architecture.md "First paint and start-up".
 */
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { __ } from '@wordpress/i18n';
import { leftEmptyMessage, rootsToMount } from './app/page-roots';
import { firstScreenOf } from './first-paint/plan';
import { takeOver } from './first-paint/take-over';
import { DEFAULT_EMBED, readPageConfig } from './config/config';
import { resolveLanguage } from './config/language';
import { SetupError } from './config/setup-error';
import { applyLanguage } from './i18n/apply-language';
import { readTokenCookie } from './session/token-cookie';
import { logFailure, logNotice } from './lib/log';
import { whenIdle } from './lib/when-idle';
import './styles/index.scss';
// The sign-in form's styles stay in the entry stylesheet, which WordPress swaps for its RTL twin
// and prints with the page; with the lazy screens they would load later and without that swap.
import './features/auth/components/auth.scss';
import './components/backend-errors/backend-errors.scss';

const ROOT_SELECTOR = '[data-customer-area-root]';

/**
 * Shows a setup problem in a root. Uses translations only when WordPress' i18n is there.
 *
 * @param root  The root element.
 * @param error What went wrong.
 */
function showSetupError( root: HTMLElement, error: Error ): void {
	const message = document.createElement( 'p' );
	message.className = 'ca-setup-error';
	message.setAttribute( 'role', 'alert' );
	let text =
		'The customer area could not be started. Please contact the site owner.';
	try {
		text = __(
			'The customer area could not be started. Please contact the site owner.',
			'customer-area'
		);
	} catch {
		// wp.i18n is what is missing: keep the English text.
	}
	message.textContent = text;
	root.replaceChildren( message );
	root.removeAttribute( 'aria-busy' );
	logFailure( `${ error.name }: ${ error.message }`, error );
}

/**
 * Ends the current task and lets the browser paint and handle input before the boot goes on.
 */
function yieldToBrowser(): Promise< void > {
	return new Promise( ( resolve ) => window.setTimeout( resolve, 0 ) );
}

/**
 * Boots every root on the page.
 */
async function boot(): Promise< void > {
	const roots = Array.from(
		document.querySelectorAll< HTMLElement >( ROOT_SELECTOR )
	);
	if ( roots.length === 0 ) {
		return;
	}
	// Every root until the configuration says which ones start (./app/page-roots.ts).
	let started = roots;
	try {
		// Requesting a chunk (a script and a stylesheet element) and reading the cookie are slow
		// the first time on a page (the cookie is a synchronous call to the browser): each gets a
		// task of its own.
		await yieldToBrowser();
		const config = readPageConfig();
		const { mount, leftEmpty } = rootsToMount(
			roots.map( ( element ) => ( {
				element,
				embed: config.embeds[ element.id ] ?? DEFAULT_EMBED,
			} ) )
		);
		const firstFull = mount.find( ( root ) => ! root.embed.popup );
		for ( const root of leftEmpty ) {
			// Hidden and emptied, its pre-rendered opening too.
			root.element.hidden = true;
			root.element.replaceChildren();
			root.element.removeAttribute( 'aria-busy' );
			if ( firstFull ) {
				logNotice( leftEmptyMessage( root, firstFull ) );
			}
		}
		started = mount.map( ( root ) => root.element );
		const embeds = mount.map( ( root ) => root.embed );
		// The first screen's own chunks are requested now, before the first render asks for them.
		const signedIn = readTokenCookie() !== null;
		const hash = window.location.hash;
		const plans = embeds.map( ( embed ) =>
			firstScreenOf( { ...embed, signedIn, hash } )
		);
		await yieldToBrowser();
		const { preloadScreenChunks, waitForFirstAnswer } = await import(
			/* webpackMode: "eager" */ './app/screen-chunks'
		);
		preloadScreenChunks( plans.flatMap( ( plan ) => plan.chunks ) );
		const language = resolveLanguage(
			config.language,
			document.cookie,
			config.siteLocale
		);
		// Start loading the translations, then let the browser paint and handle input before each
		// further step: the state libraries are evaluated in a task of their own, the store's
		// modules and the store in the next (src/app/state-libraries.ts says why), the screens'
		// frame (router, routes) in the next. The modules are in this bundle (`eager`): only their
		// evaluation waits.
		const translations = applyLanguage( language, config.siteLocale );
		await yieldToBrowser();
		await import( /* webpackMode: "eager" */ './app/state-libraries' );
		await yieldToBrowser();
		const { startStore, startTokenRefresh } = await import(
			/* webpackMode: "eager" */ './app/start-store'
		);
		await translations;
		const { store } = startStore(
			{
				api: {
					apiBase: config.apiBase,
					language,
					siteOrigin: config.siteOrigin,
				},
				storage: window.localStorage,
			},
			embeds.every( ( embed ) => embed.popup )
		);
		plans.forEach( ( { call } ) => {
			if ( call ) {
				waitForFirstAnswer( call.screen, call.arg, store.dispatch );
			}
		} );
		await yieldToBrowser();
		const { App } = await import( /* webpackMode: "eager" */ './app/app' );
		// The first render is a transition: React renders it in slices and yields to the browser
		// in between, instead of blocking the main thread for the whole tree at once.
		startTransition( () => {
			started.forEach( ( root, index ) => {
				const embed = embeds[ index ] ?? DEFAULT_EMBED;
				const { container, onFirstScreen } = takeOver( root );
				createRoot( container ).render(
					<App
						store={ store }
						setup={ { config, embed, language } }
						onFirstScreen={ onFirstScreen }
					/>
				);
			} );
		} );
		// The refresh timer's first check is 30 s away: its listeners need not cost the first view.
		whenIdle( () => startTokenRefresh( store ) );
	} catch ( error ) {
		const setupError =
			error instanceof Error
				? error
				: new SetupError( 'Customer Area failed to start.' );
		started.forEach( ( root ) => showSetupError( root, setupError ) );
	}
}

void boot();
