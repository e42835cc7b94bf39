// The route map of the browser's API calls: each method and path with the answer it gets, and for POST and
// PUT the body it takes. The API client (`@dating/shared` `api`) takes its types from here, so a call cannot
// pair a path with another route's answer or body, and a path the map does not know does not compile.
// Bodies are the zod schemas' input types where the contract has the schema. Types only: no code reaches
// the browser.
import type { z } from 'zod';
import type {
  BanAppealBody,
  AccountDeletionBody,
  RetentionOfferBody,
  AccountDeletionInfo,
  AccountSettings,
  AccountSettingsBody,
  ActiveSessionsResponse,
  ArrangePhotosRequest,
  AutoLikeResponse,
  BlockedMembersResponse,
  ChatListEntry,
  ChatReportRequest,
  CompanyInfo,
  ContentPageAnswer,
  ComplaintBody,
  ConversationResponse,
  CreditsOffer,
  DirectDebitConfirmBody,
  DirectDebitResendBody,
  DirectDebitStartBody,
  DirectDebitStartResponse,
  DirectDebitStatus,
  DiscountCode,
  EmailBody,
  GeocodeResult,
  GiftsResponse,
  InterestsResponse,
  LanderCopyAnswer,
  LanderMapResponse,
  LanderMemberResponse,
  LanderMembersResponse,
  LanguageBody,
  LikeModalProfile,
  LikeResponse,
  Likes,
  LikesListResponse,
  LoginBody,
  MailChangeBody,
  MarkNotificationsReadRequest,
  markReadRequestSchema,
  MatchFinderResponse,
  MemberSearchPage,
  MemberView,
  NotificationsResponse,
  OkResponse,
  OwnPhotos,
  PasswordChangeBody,
  PasswordResetDoBody,
  PaymentResult,
  PaymentStartBody,
  PaymentStartResponse,
  PaymentStatusView,
  PhotoUnlockResponse,
  Profile,
  ProfileChanges,
  ProfileIdRequest,
  PushSubscriptionBody,
  reEnableBodySchema,
  RegionsResponse,
  RepeatOrderStatus,
  ReportRequest,
  SendGiftRequest,
  SendGiftResponse,
  sendMessageRequestSchema,
  SendMessageResponse,
  Settings,
  SignupBody,
  SignupCheckBody,
  SignupProfileBody,
  SwipeDeck,
  SwipeRequest,
  SwipeResult,
  SwipeUndoResponse,
  TokenBody,
  Transaction,
  TransactionsResponse,
  unlockMessagePhotoRequestSchema,
  UnlockMessagePhotoResponse,
  User,
} from './index';

export interface ApiRoutes {
  'GET /api/account-deletion.php': AccountDeletionInfo;
  'GET /api/account-settings.php': AccountSettings;
  'GET /api/blocks.php': BlockedMembersResponse;
  'GET /api/bundles.php': CreditsOffer;
  'GET /api/chats.php': ChatListEntry[];
  'GET /api/companyinfo.php': CompanyInfo;
  'GET /api/content-page.php': ContentPageAnswer;
  'GET /api/directdebit.php': DirectDebitStatus;
  'GET /api/discountcode.php': DiscountCode;
  'GET /api/geocode.php': GeocodeResult;
  'GET /api/gifts.php': GiftsResponse;
  'GET /api/interests.php': InterestsResponse;
  'GET /api/lander-copy.php': LanderCopyAnswer;
  'GET /api/lander-map.php': LanderMapResponse;
  'GET /api/lander-member.php': LanderMemberResponse;
  'GET /api/lander-members.php': LanderMembersResponse;
  'GET /api/likes-list.php': LikesListResponse;
  'GET /api/likes.php': Likes;
  'GET /api/live-profile.php': LikeModalProfile;
  'GET /api/match-finder.php': MatchFinderResponse;
  'GET /api/member.php': MemberView;
  'GET /api/members.php': MemberSearchPage;
  'GET /api/messages.php': ConversationResponse;
  'GET /api/notifications.php': NotificationsResponse;
  'GET /api/password-reset.php': OkResponse;
  'GET /api/payment.php': PaymentStatusView;
  'GET /api/photos.php': OwnPhotos;
  'GET /api/profile.php': Profile;
  /** The regions of a country, keyed by the country asked for. */
  'GET /api/regions.php': RegionsResponse;
  'GET /api/repeat-order.php': RepeatOrderStatus;
  'GET /api/sessions.php': ActiveSessionsResponse;
  'GET /api/settings.php': Settings;
  'GET /api/swipe.php': SwipeDeck;
  'GET /api/transaction.php': Transaction;
  'GET /api/transactions.php': TransactionsResponse;
  'GET /api/user.php': User;

  'POST /api/account-deletion.php': OkResponse;
  'POST /api/ban-appeal.php': { ok: true; appealId: number };
  'POST /api/activation-mail.php': OkResponse;
  'POST /api/auto-like.php': AutoLikeResponse;
  'POST /api/block.php': OkResponse;
  'POST /api/complaints.php': OkResponse & { reference: string };
  'POST /api/directdebit-confirm.php': PaymentResult;
  'POST /api/directdebit-resend.php': DirectDebitStartResponse;
  'POST /api/directdebit.php': DirectDebitStartResponse;
  'POST /api/gift.php': SendGiftResponse;
  'POST /api/like.php': LikeResponse;
  'POST /api/logout.php': OkResponse;
  'POST /api/mail-change-do.php': OkResponse & { email: string };
  'POST /api/mail-change.php': OkResponse;
  'POST /api/message-photo-unlock.php': UnlockMessagePhotoResponse;
  'POST /api/message-photo.php': SendMessageResponse;
  'POST /api/message-report.php': OkResponse;
  'POST /api/messages.php': SendMessageResponse;
  'POST /api/notifications-enable.php': AccountSettings;
  'POST /api/notifications.php': OkResponse;
  'POST /api/password-change.php': OkResponse;
  'POST /api/password-reset-do.php': OkResponse;
  'POST /api/password-reset.php': OkResponse;
  'POST /api/payment.php': PaymentStartResponse;
  'POST /api/photo-unlock.php': PhotoUnlockResponse;
  'POST /api/photos.php': OwnPhotos;
  'POST /api/reactivate.php': User;
  'POST /api/reactivation-mail.php': OkResponse;
  'POST /api/repeat-order.php': PaymentResult;
  'POST /api/report.php': OkResponse;
  'POST /api/retention-offer.php': { code: string; percentage: number };
  'POST /api/signup-check.php': OkResponse;
  'POST /api/signup.php': User;
  'POST /api/swipe-undo.php': SwipeUndoResponse;
  'POST /api/swipe.php': SwipeResult;
  /** A login answers the member; with `?push=1` (a push subscription) it answers ok. */
  'POST /api/user.php': User | OkResponse;

  'PUT /api/account-settings.php': AccountSettings;
  'PUT /api/photos.php': OwnPhotos;
  'PUT /api/profile.php': Profile;
  'PUT /api/signup.php': User;
  'PUT /api/user.php': OkResponse;

  'DELETE /api/block.php': OkResponse;
  'DELETE /api/chat.php': OkResponse;
  'DELETE /api/photos.php': OkResponse;
  'DELETE /api/sessions.php': OkResponse;
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The paths the map has for a method. */
export type ApiPath<Method extends ApiMethod> = {
  [Route in keyof ApiRoutes]: Route extends `${Method} ${infer Path}` ? Path : never;
}[keyof ApiRoutes];

/** The answer of a method and path. */
export type ApiAnswer<
  Method extends ApiMethod,
  Path extends ApiPath<Method>,
> = ApiRoutes[`${Method} ${Path}` & keyof ApiRoutes];

/** No body: the route reads the session (and the query), nothing else. */
type NoBody = undefined;

/** The body of each POST and PUT the browser sends. */
export interface ApiBodies {
  'POST /api/account-deletion.php': AccountDeletionBody;
  'POST /api/ban-appeal.php': BanAppealBody;
  'POST /api/activation-mail.php': NoBody;
  'POST /api/auto-like.php': NoBody;
  'POST /api/block.php': ProfileIdRequest;
  'POST /api/complaints.php': ComplaintBody;
  'POST /api/directdebit-confirm.php': DirectDebitConfirmBody;
  'POST /api/directdebit-resend.php': DirectDebitResendBody;
  'POST /api/directdebit.php': DirectDebitStartBody;
  'POST /api/gift.php': SendGiftRequest;
  'POST /api/like.php': ProfileIdRequest;
  'POST /api/logout.php': NoBody;
  'POST /api/mail-change-do.php': TokenBody;
  'POST /api/mail-change.php': MailChangeBody;
  'POST /api/message-photo-unlock.php': z.input<typeof unlockMessagePhotoRequestSchema>;
  /** The photo and its conversation as multipart form data. */
  'POST /api/message-photo.php': FormData;
  'POST /api/message-report.php': ChatReportRequest;
  'POST /api/messages.php': z.input<typeof sendMessageRequestSchema> | z.input<typeof markReadRequestSchema>;
  'POST /api/notifications-enable.php': z.input<typeof reEnableBodySchema>;
  'POST /api/notifications.php': MarkNotificationsReadRequest | NoBody;
  'POST /api/password-change.php': PasswordChangeBody;
  'POST /api/password-reset-do.php': PasswordResetDoBody;
  'POST /api/password-reset.php': EmailBody;
  'POST /api/payment.php': PaymentStartBody;
  'POST /api/photo-unlock.php': ProfileIdRequest;
  /** The photo as multipart form data. */
  'POST /api/photos.php': FormData;
  'POST /api/reactivate.php': TokenBody;
  'POST /api/reactivation-mail.php': EmailBody;
  'POST /api/repeat-order.php': Record<string, never>;
  'POST /api/report.php': ReportRequest;
  'POST /api/retention-offer.php': RetentionOfferBody;
  'POST /api/signup-check.php': SignupCheckBody;
  'POST /api/signup.php': SignupBody;
  'POST /api/swipe-undo.php': NoBody;
  'POST /api/swipe.php': SwipeRequest;
  'POST /api/user.php': LoginBody | PushSubscriptionBody;

  'PUT /api/account-settings.php': AccountSettingsBody;
  'PUT /api/photos.php': ArrangePhotosRequest;
  'PUT /api/profile.php': ProfileChanges;
  'PUT /api/signup.php': SignupProfileBody;
  'PUT /api/user.php': LanguageBody;
}

/** The body of a method and path: what ApiBodies says, or nothing for a route it does not list. */
export type ApiBody<
  Method extends ApiMethod,
  Path extends ApiPath<Method>,
> = `${Method} ${Path}` extends keyof ApiBodies ? ApiBodies[`${Method} ${Path}`] : NoBody;

/** The body and options a call passes: the body may be left out where the route takes none. */
export type ApiBodyArguments<Method extends ApiMethod, Path extends ApiPath<Method>, Options> =
  undefined extends ApiBody<Method, Path>
    ? [body?: ApiBody<Method, Path>, options?: Options]
    : [body: ApiBody<Method, Path>, options?: Options];
