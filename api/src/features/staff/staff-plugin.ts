// Every staff route, under /api/staff/, behind one guard (core/staff-guard.ts): the staff session, the
// role's permission and the site. Encapsulated, so the guard and the error language apply here only.
import type { FastifyPluginAsync } from 'fastify';
import staffAuthRoutes from './auth/staff-auth-routes';
import staffAccountRoutes from './accounts/staff-account-routes';
import queueRoutes from './queues/queue-routes';
import memberRoutes from './members/member-routes';
import auditRoutes from './core/audit-routes';
import dashboardRoutes from './core/dashboard-routes';
import paymentStaffRoutes from './payments/payment-staff-routes';
import siteRoutes from './sites/site-routes';
import guardNoticeRoutes from './remotes/guard-notice-routes';
import remoteRegistryRoutes from './remotes/remote-registry-routes';
import siteGiftRoutes from './sites/site-gift-routes';
import siteContentRoutes from './sites/site-content-routes';
import siteMoneyRoutes from './sites/site-money-routes';
import sitePaymentMethodRoutes from './sites/site-payment-method-routes';
import siteSettingsRoutes from './sites/site-settings-routes';
import inboxRoutes from '../operator-inbox/inbox-routes';
import funnelStaffRoutes from '../funnel/funnel-staff-routes';
import landerCopyStaffRoutes from './lander-copy/lander-copy-routes';
import { installStaffErrorLanguage } from './core/staff-error-language';
import { installStaffGuard } from './core/staff-guard';

const staffPlugin: FastifyPluginAsync = async (app) => {
  installStaffGuard(app);
  installStaffErrorLanguage(app);
  await app.register(staffAuthRoutes);
  await app.register(queueRoutes);
  await app.register(auditRoutes);
  await app.register(dashboardRoutes);
  await app.register(memberRoutes);
  await app.register(inboxRoutes);
  await app.register(siteRoutes);
  await app.register(siteSettingsRoutes);
  await app.register(siteMoneyRoutes);
  await app.register(siteGiftRoutes);
  await app.register(sitePaymentMethodRoutes);
  await app.register(siteContentRoutes);
  await app.register(paymentStaffRoutes);
  await app.register(remoteRegistryRoutes);
  await app.register(guardNoticeRoutes);
  await app.register(funnelStaffRoutes);
  await app.register(landerCopyStaffRoutes);
  await app.register(staffAccountRoutes);
};

export default staffPlugin;
