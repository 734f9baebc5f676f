/**
 * Public entry of the documents feature: the Documents tab of an estate, which the app hands to
 * the estate page.
 */
export { DocumentsTab } from './components/documents-tab';
