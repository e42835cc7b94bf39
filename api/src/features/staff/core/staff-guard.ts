// @feature-public: other features import this module (docs/conventions.md, Layout).
// The one gate of /api/staff/*: every route names what it needs in `config.staff`, and this hook checks the
// staff session, the role's permission and the `site` a request asks for before the handler runs. A route
// without `config.staff` cannot be registered in the plugin at all (fail closed).
import { inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  mayWorkQueue,
  ROLE_PERMISSIONS,
  roleHasPermission,
  STAFF_QUEUES,
  type StaffPermission,
  type StaffQueue,
  urlIdSchema,
} from '@dating/shared/contract';
import { AppError } from '../../../app-error';
import { scopeIdempotencyKeys } from '../../../plugins/idempotency';
import { isMachineToken, MACHINE_STAFF } from './machine-token';
import { lookUpStaff, type StaffIdentity } from './staff-session';

/**
 * 'public': login and setup; 'session': any staff member (me, logout); 'queue': the permission of the
 * route's `:queue` (QUEUE_PERMISSIONS), or of any queue on a route without one; else the permission required.
 */
export type StaffRouteAccess = 'public' | 'session' | 'queue' | StaffPermission;

declare module 'fastify' {
  interface FastifyContextConfig {
    staff?: StaffRouteAccess;
    /** The route also answers the machine token (Bearer ADMIN_TOKEN), for deploy scripts and the e2e suite. */
    staffMachine?: true;
  }
}

const staffOf = new WeakMap<FastifyRequest, StaffIdentity>();

export const staffAuthenticationRequired = () =>
  new AppError(401, 'staff_authentication_required', 'Log in to the back office first.');
export const staffSiteForbidden = () =>
  new AppError(403, 'staff_site_forbidden', 'This belongs to a site you may not see.');

/** The staff member the guard let through (routes whose access is not 'public'). */
export function currentStaff(request: FastifyRequest): StaffIdentity {
  const staff = staffOf.get(request);
  if (!staff) throw staffAuthenticationRequired();
  return staff;
}

export function mayUse(staff: StaffIdentity, permission: StaffPermission): boolean {
  return roleHasPermission(staff.role, permission);
}

/** A 403 unless the staff member may see `siteId` (an item's or a member's site, found by its id). */
export function assertSite(staff: StaffIdentity, siteId: number | null): void {
  if (staff.sites === null) return;
  if (siteId === null || !staff.sites.includes(siteId)) throw staffSiteForbidden();
}

/** A WHERE condition keeping rows of the sites the staff member may see (undefined: all of them). */
export function siteCondition(staff: StaffIdentity, column: AnyColumn, site?: number): SQL | undefined {
  if (site !== undefined) return inArray(column, [site]);
  if (staff.sites === null) return undefined;
  return inArray(column, staff.sites.length > 0 ? staff.sites : [-1]);
}

function isQueue(value: unknown): value is StaffQueue {
  return typeof value === 'string' && (STAFF_QUEUES as readonly string[]).includes(value);
}

/** Whether the staff member may enter a route with this access rule (the site is checked apart). */
function mayEnter(
  staff: StaffIdentity,
  access: Exclude<StaffRouteAccess, 'public'>,
  request: FastifyRequest,
) {
  if (access === 'session') return true;
  if (access !== 'queue') return mayUse(staff, access);
  const permissions = ROLE_PERMISSIONS[staff.role];
  const queue = (request.params as { queue?: unknown } | undefined)?.queue;
  // A queue name the schema will refuse (400) is judged like the queue list: by any queue the role works.
  return isQueue(queue)
    ? mayWorkQueue(permissions, queue)
    : STAFF_QUEUES.some((each) => mayWorkQueue(permissions, each));
}

export function installStaffGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.staff === undefined && !route.url.endsWith('*')) {
      throw new Error(`staff route ${route.method} ${route.url} has no config.staff access rule`);
    }
    // The OpenAPI document says how each route is entered: a staff session, and the machine token where allowed.
    const access = route.config?.staff;
    if (access !== undefined && access !== 'public' && route.schema) {
      route.schema.security = route.config?.staffMachine
        ? [{ staffSession: [] }, { machineToken: [] }]
        : [{ staffSession: [] }];
    }
  });
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.staff;
    if (access === undefined) throw staffAuthenticationRequired();
    if (access === 'public') return;
    // Only on routes that say so, and never for 'session' routes (logout, me), which are about an account.
    if (access !== 'session' && request.routeOptions.config.staffMachine && isMachineToken(request)) {
      staffOf.set(request, MACHINE_STAFF);
      scopeIdempotencyKeys(request, 'staff-machine');
      return;
    }
    const staff = await lookUpStaff(app, request);
    if (!staff) throw staffAuthenticationRequired();
    staffOf.set(request, staff);
    scopeIdempotencyKeys(request, `staff:${staff.id}`);
    if (!mayEnter(staff, access, request)) {
      throw new AppError(403, 'staff_permission_denied', 'Your role does not allow this.');
    }
    const site = (request.query as { site?: unknown } | undefined)?.site;
    if (site !== undefined) {
      const siteId = urlIdSchema.safeParse(site);
      // A malformed value is the schema's 400; a well-formed one outside the staff's sites is a 403.
      if (siteId.success) assertSite(staff, siteId.data);
    }
  });
}
