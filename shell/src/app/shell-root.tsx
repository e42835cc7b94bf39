import { ShellLayout } from '../layout/shell-layout';
import { ShellProviders } from './shell-providers';

/** The shell's one React root: it renders into the page's layout slots through portals. */
export function ShellRoot() {
  return (
    <ShellProviders>
      <ShellLayout />
    </ShellProviders>
  );
}
