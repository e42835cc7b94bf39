import { PageFrame as SharedPageFrame, type PageFrameProps } from '@dating/shared';
import { REMOTE_PACKAGE } from './remote-name';

/** The shared page frame, drawn by this remote; `intro` is the lead under the heading. */
export function PageFrame({
  intro,
  width = 'wide',
  ...props
}: Omit<PageFrameProps, 'remote' | 'lead' | 'layout' | 'focusKey'> & {
  intro?: PageFrameProps['lead'];
  width?: 'wide' | 'narrow';
}) {
  return <SharedPageFrame remote={REMOTE_PACKAGE} lead={intro} layout={width} {...props} />;
}
