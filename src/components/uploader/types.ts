/**
 * Props of the uploader (the drop area with its browse button).
 */
import type { UploadRules } from './file-checks';

/** What the caller of an uploader decides. */
export interface UploaderProps {
	/** Allowed extensions and the size limit, checked before a file is accepted. */
	rules: UploadRules;
	/** Receives a file that passed every check. */
	onChoose: ( file: File ) => void;
	/** Receives the text of a refusal (wrong type or content, too large, too many files). */
	onRefuse: ( message: string ) => void;
	/** Takes no files (e.g. while an upload runs). */
	disabled?: boolean;
	/** Highlights the drop area (e.g. after a failed upload) and marks the input invalid. */
	invalid?: boolean;
	/** Id(s) of the texts that describe the drop area: the rules, a refusal, an error. */
	describedBy?: string;
}
