// @feature-public: other features import this module (docs/conventions.md, Layout).
import { PageFrame as SharedPageFrame, type PageFrameProps } from '@dating/shared';
import { REMOTE_PACKAGE } from '../../app/remote-name';

/** The shared page frame, drawn by this remote. */
export function PageFrame({
  width = 'wide',
  ...props
}: Omit<PageFrameProps, 'remote' | 'layout' | 'title'> & { title: string; width?: 'wide' | 'narrow' }) {
  return <SharedPageFrame remote={REMOTE_PACKAGE} layout={width} {...props} />;
}
