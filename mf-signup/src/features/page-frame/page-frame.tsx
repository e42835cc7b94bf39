// @feature-public: other features import this module (docs/conventions.md, Layout).
// The card the account pages sit in (the shared page frame as a card), and the spacing of their forms.
import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { PageFrame as SharedPageFrame } from '@dating/shared';
import { REMOTE_PACKAGE } from '../../app/remote-name';

export interface PageFrameProps {
  route: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  wide?: boolean;
}

export function PageFrame({ wide = false, ...props }: PageFrameProps) {
  return <SharedPageFrame remote={REMOTE_PACKAGE} layout={wide ? 'wide-card' : 'card'} {...props} />;
}

/** A vertical form with even spacing. */
export const formStack = (theme: Theme) => ({ display: 'grid', gap: theme.space[4] });
