/**
 * The build entry of the head's script (see `head-script.ts`).
 */
import { markFirstView } from './head-script';

markFirstView( document.currentScript );
