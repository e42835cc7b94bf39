// Any app shows a toast by publishing on the bus; the page's one Toaster (in the shell) renders it.
import { useMemo } from 'react';
import type { BusText, ToastVariant } from '../../contract/bus-events';
import { getBus } from '../../bus/get-bus';

export interface ToastOptions {
  variant?: ToastVariant;
  /** Milliseconds on screen; 0 keeps it until dismissed. Default 5000. */
  durationMs?: number;
}

export interface ToastApi {
  /**
   * Shows `message`. Pass translated text (a string) from a remote: the Toaster only knows shell and shared
   * message ids, so `{ id }` works for those alone.
   */
  show(message: string | BusText, options?: ToastOptions): void;
  success(message: string | BusText, options?: Omit<ToastOptions, 'variant'>): void;
  error(message: string | BusText, options?: Omit<ToastOptions, 'variant'>): void;
}

export function showToast(message: string | BusText, options: ToastOptions = {}): void {
  getBus().publish('toast.show', {
    message: typeof message === 'string' ? { text: message } : message,
    variant: options.variant,
    durationMs: options.durationMs,
  });
}

export function useToast(): ToastApi {
  return useMemo(
    () => ({
      show: showToast,
      success: (message, options) => showToast(message, { ...options, variant: 'success' }),
      error: (message, options) => showToast(message, { ...options, variant: 'danger' }),
    }),
    [],
  );
}
