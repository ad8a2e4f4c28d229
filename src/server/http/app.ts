import { accountsRoutes } from '../accounts/accounts.routes.ts';
import type { AuthService } from '../accounts/auth.service.ts';
import type { ProfileService } from '../accounts/profile.service.ts';
import type { VerificationService } from '../accounts/verification.service.ts';
import { catalogRoutes } from '../catalog/catalog.routes.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { Config } from '../config.ts';
import { chatsRoutes } from '../chats/chats.routes.ts';
import { dealsRoutes } from '../deals/deals.routes.ts';
import type { DealsService } from '../deals/deals.service.ts';
import type { ChatsService } from '../chats/chats.service.ts';
import { commentsRoutes } from '../comments/comments.routes.ts';
import type { CommentsService } from '../comments/comments.service.ts';
import type { Database } from '../db/database.ts';
import type { LikesService } from '../likes/likes.service.ts';
import { likesRoutes } from '../likes/likes.routes.ts';
import { moderationApi } from '../moderation/moderation.routes.ts';
import type { ModerationService } from '../moderation/moderation.service.ts';
import type { ListingsService } from '../listings/listings.service.ts';
import type { ListingLifecycle } from '../listings/listing-lifecycle.service.ts';
import type { MediaStore } from '../media/media-store.ts';
import { productsRoutes } from '../kinds/product/products.routes.ts';
import { servicesRoutes } from '../kinds/service/services.routes.ts';
import { realEstateApiRoutes } from '../kinds/real-estate/real-estate.routes.ts';
import { searchRoutes } from '../search/search.routes.ts';
import { sellersRoutes } from '../sellers/sellers.routes.ts';
import { reviewsRoutes } from '../reviews/reviews.routes.ts';
import { noticesRoutes } from '../notices/notices.routes.ts';
import { savedSearchesRoutes } from '../saved-searches/saved-searches.routes.ts';
import { studioApi } from '../content/studio.routes.ts';
import type { PageCopyService } from '../content/page-copy.service.ts';
import type { RolesService } from '../roles/roles.service.ts';
import { payoutsApi } from '../deals/payouts.routes.ts';
import type { BooksService } from '../deals/books.service.ts';
import type { PayoutsService } from '../deals/payouts.service.ts';
import type { SavedSearchesService } from '../saved-searches/saved-searches.service.ts';
import type { NoticesService } from '../notices/notices.service.ts';
import type { NoticeSettingsService } from '../notices/notice-settings.service.ts';
import { telegramApi } from '../telegram/telegram.routes.ts';
import type { TelegramService } from '../telegram/telegram.service.ts';
import type { ReviewsService } from '../reviews/reviews.service.ts';
import { DEVICE_COOKIE, DEVICE_HEADER, type TraceRecorder } from '../accounts/traces.ts';
import { getCookie } from 'hono/cookie';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { SuggestService } from '../search/suggest.service.ts';
import { AppError } from '../errors.ts';
import { locationsRoutes } from '../locations/locations.routes.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import type { Logger } from '../logger.ts';
import { requestContext, resolveLanguage } from './context.ts';
import { createErrorHandler, errorResponse } from './error-handler.ts';
import { etags, privateUnlessDeclared } from './cache.ts';
import { healthRoutes } from './health.routes.ts';
import { documentApi } from './api-document.ts';
import { apiRouter } from './openapi.ts';
import { authenticate, sameOriginWrites } from './session.ts';
import type { UploadGate } from './upload-gate.ts';
import type { AnswerCache } from './answer-cache.ts';

export interface ApiDependencies {
  config: Pick<Config, 'publicUrl' | 'TRUST_PROXY'>;
  logger: Logger;
  database: Database;
  media: MediaStore;
  /** The process's bound on uploads in flight (upload-gate.ts), shared with the pages. */
  uploads: UploadGate;
  /** Signed-out list and listing answers kept in memory (answer-cache.ts). */
  answers: AnswerCache;
  services: {
    locations: LocationsService;
    catalog: CatalogService;
    verification: VerificationService;
    auth: AuthService;
    profile: ProfileService;
    listings: ListingsService;
    lifecycle: ListingLifecycle;
    suggest: SuggestService;
    likes: LikesService;
    comments: CommentsService;
    chats: ChatsService;
    deals: DealsService;
    moderation: ModerationService;
    sellers: SellersService;
    reviews: ReviewsService;
    traces: TraceRecorder;
    noticeCentre: NoticesService;
    noticeSettings: NoticeSettingsService;
    /** Null without a configured bot: the Telegram routes answer 404. */
    telegram: { service: TelegramService } | null;
    savedSearches: SavedSearchesService;
    pageCopy: PageCopyService;
    roles: RolesService;
    books: BooksService;
    payouts: PayoutsService;
  };
}

/**
 * The HTTP API (spec/API.md), mounted at /api by src/pages/api/[...path].ts. Every path answers
 * with and without the trailing slash (`strict: false`). Every route is declared in
 * `src/lib/schemas/` and written into `/api/openapi.json` (http/openapi.ts, api-document.ts).
 */
export function createApiApp({ config, logger, database, media, uploads, answers, services }: ApiDependencies) {
  const app = apiRouter().basePath('/api');
  app.use(privateUnlessDeclared);
  app.use(resolveLanguage);
  app.use(requestContext({ publicUrl: config.publicUrl, trustedProxies: config.TRUST_PROXY }));
  app.use(authenticate((token) => services.auth.authenticate(token)));
  // Where signed-in callers come from (issue 24: reviews between accounts that share a device or address are held).
  app.use(async (c, next) => {
    const auth = c.get('auth');
    if (auth) await services.traces(auth.user.id, { address: c.get('ip'), device: c.req.header(DEVICE_HEADER) ?? getCookie(c, DEVICE_COOKIE) });
    await next();
  });
  app.use(sameOriginWrites);
  app.on(['GET', 'HEAD'], '*', etags);
  app.route('/', healthRoutes(database));
  app.route('/', locationsRoutes(services.locations));
  app.route('/', accountsRoutes(services, uploads));
  app.route('/', catalogRoutes(services.catalog));
  app.route('/', productsRoutes({ ...services, media, uploads, answers }));
  app.route('/', servicesRoutes({ ...services, media, uploads, answers }));
  app.route('/', realEstateApiRoutes({ ...services, media, uploads, answers }));
  app.route('/', searchRoutes(services.suggest));
  app.route('/', commentsRoutes(services.comments));
  app.route('/', chatsRoutes(services.chats, uploads));
  app.route('/', likesRoutes({ likes: services.likes, comments: services.comments, media }));
  app.route('/', sellersRoutes({ sellers: services.sellers, media, answers }));
  app.route('/', moderationApi(services.moderation));
  app.route('/', dealsRoutes(services.deals));
  app.route('/', reviewsRoutes({ reviews: services.reviews, answers }));
  app.route('/', noticesRoutes(services.noticeCentre, services.noticeSettings));
  app.route('/', telegramApi(services.telegram?.service ?? null));
  app.route('/', savedSearchesRoutes(services.savedSearches));
  app.route('/', studioApi(services.pageCopy, services.roles));
  app.route('/', payoutsApi(services));
  documentApi(app);
  app.notFound((c) => errorResponse(c, new AppError('route_not_found')));
  app.onError(createErrorHandler(logger));
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
