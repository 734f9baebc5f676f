/**
 * Toasts: the provider (rendered by the shell) and the hook screens use.
 */
export {
	ToastProvider,
	useToast,
	type ToastApi,
	type ToastInput,
	type ToastKind,
	type ToastProviderProps,
} from './toast';
