// The page's toast area: listens to `toast.show`, queues, auto-dismisses (pausing while hovered or focused).
import type { Theme } from '@emotion/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useBusEvent } from '../../bus/use-bus';
import type { BusPayload } from '../../contract/bus-events';
import { mediaDown } from '../../theme/media';
import { Toast } from './toast';

export const DEFAULT_TOAST_DURATION_MS = 5000;
/** More at once is noise; the oldest make room. */
export const MAX_VISIBLE_TOASTS = 4;

interface QueuedToast extends BusPayload<'toast.show'> {
  key: number;
}

export function Toaster() {
  const intl = useIntl();
  const [toasts, setToasts] = useState<QueuedToast[]>([]);
  const nextKey = useRef(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((key: number) => {
    clearTimeout(timers.current.get(key));
    timers.current.delete(key);
    setToasts((current) => current.filter((toast) => toast.key !== key));
  }, []);

  const schedule = useCallback(
    (toast: QueuedToast) => {
      const duration = toast.durationMs ?? DEFAULT_TOAST_DURATION_MS;
      if (duration <= 0) return;
      clearTimeout(timers.current.get(toast.key));
      timers.current.set(
        toast.key,
        setTimeout(() => dismiss(toast.key), duration),
      );
    },
    [dismiss],
  );

  useBusEvent('toast.show', (payload) => {
    const toast = { ...payload, key: nextKey.current++ };
    setToasts((current) => {
      const kept = [...current, toast];
      for (const dropped of kept.splice(0, Math.max(0, kept.length - MAX_VISIBLE_TOASTS))) {
        clearTimeout(timers.current.get(dropped.key));
        timers.current.delete(dropped.key);
      }
      return kept;
    });
    schedule(toast);
  });

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return (
    <section
      aria-label={intl.formatMessage({ id: 'shared.toast.region' })}
      css={(theme: Theme) => ({
        position: 'fixed',
        // Below the top navigation, never over it: a toast must not hide the links a member reaches for.
        top: theme.layout.headerHeight + theme.space[2],
        right: theme.space[4],
        zIndex: theme.zIndices.toast,
        width: theme.layout.toastWidth,
        maxWidth: `calc(100vw - ${theme.space[4] * 2}px)`,
        pointerEvents: 'none',
        [mediaDown('sm')]: {
          top: 'auto',
          bottom: theme.space[3],
          right: theme.space[3],
          left: theme.space[3],
          width: 'auto',
          // Where the shell shows the bottom navigation bar (members on a phone), toasts sit above it.
          'body[data-bottom-nav] &': { bottom: theme.layout.bottomBarHeight + theme.space[2] },
        },
      })}
    >
      <div
        role="status"
        aria-live="polite"
        css={(theme: Theme) => ({ display: 'grid', gap: theme.space[2] })}
      >
        {toasts.map((toast) => (
          <Toast
            key={toast.key}
            variant={toast.variant}
            onDismiss={() => dismiss(toast.key)}
            onPause={() => {
              clearTimeout(timers.current.get(toast.key));
              timers.current.delete(toast.key);
            }}
            onResume={() => schedule(toast)}
          >
            {'text' in toast.message
              ? toast.message.text
              : intl.formatMessage({ id: toast.message.id }, toast.message.values)}
          </Toast>
        ))}
      </div>
    </section>
  );
}
