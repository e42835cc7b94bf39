// The shell's entry. Federation's async start-up has already loaded the shared singletons here.
import { startShell } from './app/start-shell';

void startShell();
