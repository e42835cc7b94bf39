import type { ComponentType } from 'react';
import type { RemotePageProps } from '@dating/shared/remote-app';

/**
 * One loader per file of this remote's `src/pages/`, by route name; each file's default export is the page.
 * Built by pages-loader.mjs, so a new page file is a new route of the remote with no list to edit.
 */
export const pages: Readonly<Record<string, () => Promise<{ default: ComponentType<RemotePageProps> }>>>;
