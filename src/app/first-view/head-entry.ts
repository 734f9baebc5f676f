/**
 * The build entry of the head's script (see `head-script.ts`, `late-loading.ts` and
 * `first-calls.ts`).
 */
import { startFirstCalls } from './first-calls';
import { markFirstView, pageApi, pageFiles } from './head-script';
import { scheduleLate } from './late-loading';

const script = document.currentScript;
const files = pageFiles( script );
scheduleLate(
	markFirstView( script ),
	() =>
		startFirstCalls(
			pageApi( script ),
			document.cookie,
			window.location.hash,
			files.chunks
		),
	files.entry
);
