import type { FastifyPluginAsync } from 'fastify';
import accountDeletionRoutes from './account-deletion/account-deletion-routes';
import accountSettingsRoutes from './account-settings/account-settings-routes';
import activationRoutes from './activation/activation-routes';
import mailDeliveryRoutes from './mail-delivery/mail-delivery-routes';
import passwordResetRoutes from './password-reset/password-reset-routes';
import signupRoutes from './signup/signup-routes';
import blockingRoutes from './blocking/blocking-routes';
import matchFinderRoutes from './match-finder/match-finder-routes';
import memberProfileRoutes from './member-profile/member-profile-routes';
import searchRoutes from './members-search/search-routes';
import notificationsRoutes from './notifications/notifications-routes';
import ownProfileRoutes from './own-profile/own-profile-routes';
import photosRoutes from './photos/photos-routes';
import swipeRoutes from './swipe-game/swipe-routes';
import authRoutes from './auth/auth-routes';
import sessionsRoutes from './sessions/sessions-routes';
import chatsRoutes from './chats/chats-routes';
import messagesRoutes from './messages/messages-routes';
import complaintsRoutes from './complaints/complaints-routes';
import discountRoutes from './discounts/discount-routes';
import directDebitRoutes from './direct-debit/direct-debit-routes';
import transactionsRoutes from './invoices/transactions-routes';
import paymentRoutes from './payments/payment-routes';
import geocodeRoutes from './geocode/geocode-routes';
import likesRoutes from './likes/likes-routes';
import likesListRoutes from './likes/likes-list-routes';
import giftsRoutes from './gifts/gifts-routes';
import pageHiddenRoutes from './presence/page-hidden-routes';
import settingsRoutes from './settings/settings-routes';
import contentPageRoutes from './content-pages/content-page-routes';
import manifestRoutes from './web-app/manifest-routes';
import landerRoutes from './landers/lander-routes';
import landerCopyRoutes from './landers/lander-copy-routes';
import staffPlugin from './staff/staff-plugin';
import memberDecisionRoutes from './staff/decisions/member-decision-routes';
import remoteErrorsRoutes from '../frontend/remote-errors-routes';
import funnelVisitRoutes from './funnel/funnel-visit-routes';

/** Everything under /api. Unknown /api paths answer JSON 404 here; other paths belong to the front end. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(settingsRoutes);
  await app.register(contentPageRoutes);
  await app.register(authRoutes);
  await app.register(geocodeRoutes);
  await app.register(pageHiddenRoutes);
  await app.register(likesRoutes);
  await app.register(likesListRoutes);
  await app.register(giftsRoutes);
  await app.register(chatsRoutes);
  await app.register(messagesRoutes);
  await app.register(discountRoutes);
  await app.register(directDebitRoutes);
  await app.register(transactionsRoutes);
  await app.register(paymentRoutes);
  await app.register(complaintsRoutes);
  await app.register(manifestRoutes);
  await app.register(searchRoutes);
  await app.register(memberProfileRoutes);
  await app.register(blockingRoutes);
  await app.register(swipeRoutes);
  await app.register(photosRoutes);
  await app.register(ownProfileRoutes);
  await app.register(matchFinderRoutes);
  await app.register(notificationsRoutes);
  await app.register(signupRoutes);
  await app.register(activationRoutes);
  await app.register(passwordResetRoutes);
  await app.register(accountSettingsRoutes);
  await app.register(sessionsRoutes);
  await app.register(accountDeletionRoutes);
  await app.register(mailDeliveryRoutes);
  await app.register(landerRoutes);
  await app.register(landerCopyRoutes);
  await app.register(staffPlugin, { prefix: '/staff' });
  await app.register(memberDecisionRoutes);
  await app.register(remoteErrorsRoutes);
  await app.register(funnelVisitRoutes);
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ error: 'not_found', message: `No API call ${request.method} ${request.url.split('?')[0]}.` }),
  );
};

export default apiRoutes;
