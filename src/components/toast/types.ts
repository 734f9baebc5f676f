/**
 * The toasts' types, shared by the provider and the lazy list.
 */

/** How a toast looks. */
export type ToastKind = 'success' | 'error' | 'info';

/** What a caller shows. */
export interface ToastInput {
	/** The text, already translated. */
	message: string;
	/** `error` is announced assertively; `success` and `info` (the default) politely. */
	kind?: ToastKind;
}

/** A toast that shows: the caller's input with its kind settled and an id. */
export interface ToastEntry extends Required< ToastInput > {
	/** Unique within its provider; the React key and what `remove` takes. */
	id: number;
}
