// The thin bar at the top of the page while work runs (spec: throttle 200 ms, 5000 ms creep, hide after 500 ms).
import { keyframes, type Theme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { getBus } from '../../bus/get-bus';
import { PROGRESS_DURATION_MS, PROGRESS_HIDE_AFTER_MS, PROGRESS_THROTTLE_MS } from './progress-timing';

type Phase = 'idle' | 'running' | 'finishing';

const creep = keyframes({ from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(0.9)' } });

export function ProgressBar() {
  const intl = useIntl();
  const [phase, setPhase] = useState<Phase>('idle');
  const phaseRef = useRef<Phase>('idle');

  useEffect(() => {
    const active = new Set<string>();
    let throttle: ReturnType<typeof setTimeout> | undefined;
    let hide: ReturnType<typeof setTimeout> | undefined;
    const go = (next: Phase) => {
      phaseRef.current = next;
      setPhase(next);
    };
    const bus = getBus();
    const started = bus.on('progress.start').subscribe(({ id }) => {
      active.add(id);
      if (phaseRef.current === 'finishing') {
        clearTimeout(hide);
        go('running');
      } else if (phaseRef.current === 'idle' && throttle === undefined) {
        throttle = setTimeout(() => {
          throttle = undefined;
          if (active.size > 0) go('running');
        }, PROGRESS_THROTTLE_MS);
      }
    });
    const finished = bus.on('progress.done').subscribe(({ id }) => {
      if (!active.delete(id) || active.size > 0) return;
      if (throttle !== undefined) {
        clearTimeout(throttle);
        throttle = undefined;
      }
      if (phaseRef.current === 'running') {
        go('finishing');
        hide = setTimeout(() => go('idle'), PROGRESS_HIDE_AFTER_MS);
      }
    });
    return () => {
      started.unsubscribe();
      finished.unsubscribe();
      clearTimeout(throttle);
      clearTimeout(hide);
    };
  }, []);

  if (phase === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'shared.progress-bar.label' })}
      data-phase={phase}
      css={(theme: Theme) => ({
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: theme.zIndices.progress,
        height: 3,
        pointerEvents: 'none',
      })}
    >
      <div
        css={(theme: Theme) => ({
          height: '100%',
          background: theme.colors.primary,
          transformOrigin: 'left',
          ...(phase === 'running'
            ? { animation: `${creep} ${PROGRESS_DURATION_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1) forwards` }
            : {
                transform: 'scaleX(1)',
                opacity: 0,
                transition: `opacity ${PROGRESS_HIDE_AFTER_MS}ms ease-in`,
              }),
        })}
      />
    </div>
  );
}
