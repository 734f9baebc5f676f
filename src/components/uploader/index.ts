/**
 * The uploader (drop area and browse button with the upload checks; FilePond loads lazily).
 */
export { Uploader } from './uploader';
export type { UploadRules } from './file-checks';
