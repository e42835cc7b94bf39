// The frame of one signup step: its heading (focused when the step changes, so screen readers hear it),
// a short lead, the form, and the actions row.
import type { Theme } from '@emotion/react';
import { type FormEvent, type ReactNode, useContext, useEffect, useRef } from 'react';
import { PageHeading } from '@dating/shared';
import { StepHeadingRefContext } from './step-heading-ref';

export interface StepFrameProps {
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
  onSubmit: () => void;
}

export function StepFrame({ title, lead, children, actions, onSubmit }: StepFrameProps) {
  const ownRef = useRef<HTMLHeadingElement>(null);
  const headingRef = useContext(StepHeadingRefContext) ?? ownRef;
  useEffect(() => {
    headingRef.current?.focus();
  }, [headingRef]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate css={(theme: Theme) => ({ display: 'grid', gap: theme.space[4] })}>
      <PageHeading level={2} headingRef={headingRef} title={title} lead={lead} />
      {children}
      <div
        css={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap-reverse',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: theme.space[3],
          marginTop: theme.space[2],
        })}
      >
        {actions}
      </div>
    </form>
  );
}

/** Two or three fields side by side from tablet width up. */
export const fieldRow = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space[4],
  [`@media (min-width: ${theme.breakpoints.sm}px)`]: {
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  },
});
