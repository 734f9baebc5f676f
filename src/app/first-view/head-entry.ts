/**
 * The build entry of the head's script (see `head-script.ts` and `late-loading.ts`).
 */
import { markFirstView } from './head-script';
import { scheduleLate } from './late-loading';

scheduleLate( markFirstView( document.currentScript ) );
