// Links inside the back office, from the paths mf-staff declares in src/routes.json. The shared pathFor()
// knows only the routes other packages link to; nobody outside mf-staff links into the back office.
import declared from '../routes.json';

type StaffRoute =
  | 'staff'
  | 'staff-login'
  | 'staff-setup'
  | 'staff-queues-queue'
  | 'staff-members'
  | 'staff-members-id'
  | 'staff-audit'
  | 'staff-inbox'
  | 'staff-remotes'
  | 'staff-funnel'
  | 'staff-lander-copy'
  | 'staff-sites'
  | 'staff-sites-domain'
  | 'staff-accounts'
  | 'staff-account';

const PATHS = new Map(declared.routes.map((route) => [route.name, route.path]));

/** The path of a back-office route with its `:params` filled in; throws on a missing one (a programming error). */
export function staffPath(name: StaffRoute, params: Record<string, string | number> = {}): string {
  const pattern = PATHS.get(name);
  if (!pattern) throw new Error(`mf-staff declares no route ${name}`);
  return pattern.replace(/:(\w+)/g, (_match, param: string) => {
    const value = params[param];
    if (value === undefined || value === '') throw new Error(`Route ${name} needs the param ${param}`);
    return encodeURIComponent(String(value));
  });
}
