/**
 * What a checklist upload accepts: pdf, png, jpg, jpeg and gif, at most 128000000 bytes, one file
 * at a time. The API checks the same; the browser checks first so that nothing is sent in vain.
 * See docs/behaviour.md "Formats and limits".
 */
import type { UploadRules } from '../../components/uploader';

/** The largest file, in bytes. */
export const MAX_UPLOAD_BYTES = 128_000_000;

/** The rules the uploader checks. */
export const UPLOAD_RULES: UploadRules = {
	extensions: [ 'pdf', 'png', 'jpg', 'jpeg', 'gif' ],
	maxBytes: MAX_UPLOAD_BYTES,
};
