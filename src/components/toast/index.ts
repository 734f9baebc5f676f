/**
 * Toasts: the provider (rendered by the shell) and the hook screens use.
 */
export { ToastProvider, useToast } from './toast';
