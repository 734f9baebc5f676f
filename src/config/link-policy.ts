/**
 * This page's policy for links from data (`LinkPolicy`, src/lib/safe-url.ts): the build mode, and
 * the API base from the page's configuration. The helpers in `lib/` take it as an argument, so that
 * they read neither the configuration nor the build.
 */
import type { LinkPolicy } from '../lib/safe-url';
import { pageApiBase } from './config';
import { IS_PRODUCTION_BUILD } from './constants';

/**
 * The policy of this page.
 */
export function currentLinkPolicy(): LinkPolicy {
	return { production: IS_PRODUCTION_BUILD, apiBase: pageApiBase() };
}
