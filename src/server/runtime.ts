import path from 'node:path';
import { onceAsync } from '../lib/once.ts';
import { createAuthService } from './accounts/auth.service.ts';
import { createProfileService } from './accounts/profile.service.ts';
import { createSmsCodesRepository } from './accounts/sms-codes.repository.ts';
import { createUsersRepository } from './accounts/users.repository.ts';
import { createVerificationService } from './accounts/verification.service.ts';
import { createCatalogRepository } from './catalog/catalog.repository.ts';
import { createCatalogService } from './catalog/catalog.service.ts';
import { createSuggestService } from './search/suggest.service.ts';
import { systemClock, type Clock } from './clock.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedReferenceData } from './db/seed/reference-data.ts';
import { fillDemoDataOnStart } from './demo/demo-on-start.ts';
import { createApiApp, type ApiApp } from './http/app.ts';
import { createAnswerCache } from './http/answer-cache.ts';
import { createUploadGate, type UploadGate, type UploadGateOptions } from './http/upload-gate.ts';
import { createUserRefs } from './accounts/user-refs.ts';
import { createInProcessBus, createPostgresBus, type InstanceBus } from './bus.ts';
import { createPageInvalidation, type PageInvalidation } from './page-cache/invalidation.ts';
import { routeCache } from './page-cache/registry.ts';
import { createChatMediaAccess } from './chats/chat-media-access.ts';
import { createChatSockets, type ChatSockets } from './chats/chat-sockets.ts';
import { SOCKET_LIMITS } from './chats/socket-quota.ts';
import { createChatsRepository } from './chats/chats.repository.ts';
import { createChatsService } from './chats/chats.service.ts';
import { createCommentsRepository } from './comments/comments.repository.ts';
import { createCommentsService } from './comments/comments.service.ts';
import { createLikesService } from './likes/likes.service.ts';
import { createListingsRepository } from './listings/listings.repository.ts';
import { createListingsService } from './listings/listings.service.ts';
import { createListingLifecycle } from './listings/listing-lifecycle.service.ts';
import { createNoticesRepository } from './notices/notices.repository.ts';
import { createModerationRepository } from './moderation/moderation.repository.ts';
import { createPhotosRepository } from './moderation/photos.repository.ts';
import { createModerationService } from './moderation/moderation.service.ts';
import { grantModeratorsFromEnv } from './moderation/moderators-command.ts';
import { maskPhone } from '../lib/phone.ts';
import { createSitemapRepository } from './listings/sitemap.repository.ts';
import { createSitemapService } from './listings/sitemap.service.ts';
import { createSellersRepository } from './sellers/sellers.repository.ts';
import { createSellersService } from './sellers/sellers.service.ts';
import { createReviewModeration } from './reviews/review-moderation.ts';
import { createRatings } from './reviews/ratings.ts';
import { createTraceRecorder } from './accounts/traces.ts';
import { createNoticesService } from './notices/notices.service.ts';
import { createNotifier } from './notices/notifier.ts';
import { createNoticeMutesRepository } from './notices/notice-mutes.repository.ts';
import { createNoticeSettingsService } from './notices/notice-settings.service.ts';
import { createSavedSearchesRepository } from './saved-searches/saved-searches.repository.ts';
import { createSavedSearchesService } from './saved-searches/saved-searches.service.ts';
import { createDeliveriesRepository } from './deliveries/deliveries.repository.ts';
import { createTelegram } from './telegram/index.ts';
import { createDeliveryWorker, type DeliveryChannel } from './deliveries/delivery-worker.ts';
import { createReviewsRepository } from './reviews/reviews.repository.ts';
import { createReviewsService } from './reviews/reviews.service.ts';
import { createLocationsRepository } from './locations/locations.repository.ts';
import { createLocationsService } from './locations/locations.service.ts';
import { createLogger, type Logger } from './logger.ts';
import { createMediaStore, type MediaStore } from './media/index.ts';
import { createRateLimitRepository } from './rate-limit/rate-limit.repository.ts';
import { createRateLimiter } from './rate-limit/rate-limiter.ts';
import { createQuotas } from './rate-limit/quotas.ts';
import { createSmsProvider } from './sms/index.ts';
import type { PrivateMedia } from './static-files.ts';
import type { SmsProvider } from './sms/sms-provider.ts';
import { WsGateway } from './ws/gateway.ts';
import { recurringJobs, startJobs } from './jobs/index.ts';
import type { JobQueue } from './jobs/job-queue.ts';

/** Everything one server process holds: built once, shared by pages, the API and sockets. */
export interface Runtime {
  config: Config;
  logger: Logger;
  clock: Clock;
  database: Database;
  media: MediaStore;
  /** Who may read media that are not public (chat attachments), for the static handler. */
  privateMedia: PrivateMedia;
  sms: SmsProvider;
  services: Services;
  /** Uploads in flight in this process (API and pages): the byte budget and each account's share. */
  uploads: UploadGate;
  api: ApiApp;
  ws: WsGateway;
  /** The chat sockets of this instance (`/ws/chat/{id}/`, `/ws/user/`). */
  chatSockets: ChatSockets;
  /** Background jobs (jobs/): the hourly expiry of listings. */
  jobs: JobQueue;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  logger?: Logger;
  /** Open a specific database instead of the configured one (tests). */
  database?: Database;
  /** Time as the services see it (tests move it forward instead of sleeping). */
  clock?: Clock;
  /** The upload gate's limits, instead of its defaults (tests make the budget small). */
  uploads?: Omit<UploadGateOptions, 'tmpRoot' | 'logger'>;
}

type Services = ReturnType<typeof createServices>;

function createServices(deps: { config: Config; database: Database; media: MediaStore; sms: SmsProvider; clock: Clock; logger: Logger; bus: InstanceBus; pages: PageInvalidation }) {
  const { config, database, media, sms, clock, logger, bus, pages } = deps;
  const { db } = database;
  const users = createUsersRepository(db);
  const codes = createSmsCodesRepository(db);
  const limiter = createRateLimiter(createRateLimitRepository(db), clock);
  const quotas = createQuotas({ limiter, accountCreatedAt: users.createdAt, clock });
  const locations = createLocationsService(createLocationsRepository(db));
  const catalog = createCatalogService(createCatalogRepository(db));
  const listingsRepository = createListingsRepository(db, database.kind);
  const notices = createNoticesRepository(db);
  // Notices go through the notifier: on the site and, through the outbox, the channels outside it (issue 25).
  const deliveries = createDeliveriesRepository(db, database.kind);
  const channels: DeliveryChannel[] = [];
  const mutes = createNoticeMutesRepository(db);
  const notifier = createNotifier({ db, notices, mutes, deliveries, channels: () => channels, bus });
  const reviewsRepository = createReviewsRepository(db);
  let shownAgain: (listingId: number) => void = () => {};
  // Moderation first: the listings and comments services hand what they write to its screen (issue 23).
  const moderation = createModerationService({
    moderation: createModerationRepository(db),
    photos: createPhotosRepository(db),
    listings: listingsRepository,
    users,
    notices: notifier,
    reviews: createReviewModeration({ reviews: reviewsRepository, notices: notifier, clock }),
    quotas,
    pages,
    bus,
    clock,
    // Saved searches are made after the listings service that moderation screens for: told through `shownAgain`, set below.
    listingShown: (listingId) => shownAgain(listingId),
  });
  const ratings = createRatings({ reviews: reviewsRepository, clock });
  const listings = createListingsService({ listings: listingsRepository, users, ratings, catalog, locations, media, pages, quotas, clock, screen: moderation.screen, listed: () => void bus.publish({ type: 'listed' }).catch(() => {}) });
  const suggest = createSuggestService({ listings: listingsRepository, catalog });
  const userRefs = createUserRefs({ users, locations, media });
  const comments = createCommentsService({ comments: createCommentsRepository(db, database.kind), listings: listingsRepository, userRefs, notices: notifier, pages, quotas, clock, screen: moderation.screen });
  const likes = createLikesService({ listings: listingsRepository, listingsService: listings, comments, notices, notifier, pages, clock });
  const sitemap = createSitemapService(createSitemapRepository(db), config.publicUrl);
  const verification = createVerificationService({ codes, users, sms, limiter, clock, logger, smsPerHour: config.SMS_HOURLY_BUDGET });
  const auth = createAuthService({ users, codes, verification, locations, media, limiter, likes, bus, clock });
  const profile = createProfileService({ users, auth, likes, locations, media, pages, clock });
  const lifecycle = createListingLifecycle({ listings: listingsRepository, recordsOf: listings.recordsOf, catalog, userRefs, notices: notifier, pages, clock });
  // Telegram (issue 25), when a bot is configured: its channel joins the outbox's; its Renew button renews as the seller's own move.
  const savedSearches = createSavedSearchesService({ searches: createSavedSearchesRepository(db, database.kind), catalog, locations, recordsOf: listings.recordsOf, media, notifier, clock, logger });
  shownAgain = (listingId) => void savedSearches.matchAgain(listingId).catch((error: unknown) => logger.warn({ err: error, listingId }, 'saved searches: cannot match a listing shown again'));
  const telegram = createTelegram({ config, db, deliveries, renew: (kind, id, ownerId) => lifecycle.move(kind, id, ownerId, 'renew'), unsubscribe: savedSearches.unsubscribe, clock, logger });
  if (telegram) channels.push(telegram.channel);
  const sellers = createSellersService({ sellers: createSellersRepository(db), users, userRefs, ratings, listings, clock });
  const traces = createTraceRecorder({ record: reviewsRepository.trace, clock });
  const reviews = createReviewsService({ reviews: reviewsRepository, users, userRefs, moderation, notices: notifier, pages, clock });
  const chats = createChatsService({ chats: createChatsRepository(db), users, listings: listingsRepository, userRefs, ratings, media, limiter, quotas, bus, notices: notifier, clock });
  return {
    pages,
    locations,
    catalog,
    listings,
    lifecycle,
    notices,
    moderation,
    suggest,
    likes,
    comments,
    sitemap,
    verification,
    auth,
    profile,
    chats,
    sellers,
    reviews,
    ratings,
    traces,
    noticeCentre: createNoticesService({ notices, bus, clock }),
    noticeSettings: createNoticeSettingsService({ mutes, telegramAvailable: telegram !== null }),
    notifier,
    telegram,
    savedSearches,
    channels,
    deliveries: createDeliveryWorker({ deliveries, channels, clock, logger }),
  };
}

export async function createRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL, config.LOG_FORMAT ? { format: config.LOG_FORMAT } : {});
  const clock = options.clock ?? systemClock;
  const database = options.database ?? openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const applied = await migrateToLatest(database);
    if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
    await seedReferenceData(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  const media = createMediaStore(config);
  const sms = createSmsProvider(config, clock, logger);
  // Chat events: in this process on SQLite; through LISTEN/NOTIFY on PostgreSQL, so that every instance hears every message.
  let restartSockets = () => {};
  const bus =
    database.kind === 'postgres' && config.DATABASE_URL
      ? createPostgresBus({ db: database.db, databaseUrl: config.DATABASE_URL, logger, onListenLost: () => restartSockets() })
      : createInProcessBus();
  await bus.ready();
  // Cached pages: dropped here and, through the bus, on every other instance (page-cache/).
  const pages = createPageInvalidation({ bus, logger });
  const services = createServices({ config, database, media, sms, clock, logger, bus, pages });
  // DEMO_DATA: an empty database gets the demo marketplace before anything is served.
  await fillDemoDataOnStart({ config, logger, clock, database, media, services });
  // MODERATOR_PHONES: moderators of a first start (the command line grants the others).
  const missing = await grantModeratorsFromEnv(services.moderation, config.MODERATOR_PHONES);
  if (missing.length > 0) logger.warn({ phones: missing.map(maskPhone) }, 'MODERATOR_PHONES: no account has these phones (yet)');
  const jobs = await startJobs({ config, kind: database.kind, logger, jobs: recurringJobs(services) });
  // What the outbox got is sent now, and a new listing is matched against saved searches now, by whichever instance's queue takes it (each hears the bus).
  const stopSending = bus.subscribe((event) => {
    const job = event.type === 'deliveries' ? 'deliveries' : event.type === 'listed' ? 'saved-searches' : null;
    if (job) void jobs.trigger(job).catch((error: unknown) => logger.warn({ err: error, job }, 'cannot ask the job queue'));
  });
  // Uploads spill to DATA_DIR/tmp/uploads, one directory per request, never served.
  const uploads = createUploadGate({ tmpRoot: path.join(config.dataDir, 'tmp', 'uploads'), logger, ...options.uploads });
  await uploads.sweepStale();
  // Signed-out list and listing answers of the API, dropped by the same tags as pages.
  const answers = createAnswerCache({ enabled: config.PAGE_CACHE, clock, invalidations: routeCache });
  const api = createApiApp({ config, logger, database, media, uploads, answers, services });
  const privateMedia = createChatMediaAccess({ authenticate: services.auth.authenticate, isParticipant: services.chats.isParticipant });
  const ws = new WsGateway(logger);
  const chatSockets = createChatSockets(ws, {
    chats: services.chats,
    bus,
    authenticate: services.auth.authenticate,
    isSessionLive: services.auth.isSessionLive,
    publicUrl: config.publicUrl,
    trustedProxies: config.TRUST_PROXY,
    socketLimits: { ...SOCKET_LIMITS, perAddress: config.SOCKETS_PER_ADDRESS },
    unreadNotices: services.noticeCentre.unread,
    // Telegram tells of a chat message only someone with no socket open (issue 25).
    ...(services.telegram && { presence: services.telegram.presence }),
    logger,
  });
  restartSockets = chatSockets.restartAll;
  // Telegram posts updates to this site's webhook, with the secret; a failure is logged and the site runs on.
  if (services.telegram) void services.telegram.service.setWebhook();
  return {
    config,
    logger,
    clock,
    database,
    media,
    privateMedia,
    sms,
    services,
    uploads,
    api,
    ws,
    chatSockets,
    jobs,
    // Once, however many callers stop it (a test stops one instance of two, then everything).
    close: onceAsync(async () => {
      stopSending();
      await jobs.stop();
      chatSockets.close();
      await services.telegram?.presence.close();
      pages.close();
      answers.close();
      ws.close();
      await bus.close();
      await database.close();
    }),
  };
}

/** The process-wide runtime, created on first use from the environment; it turns on this process's route cache (PAGE_CACHE). */
export const getRuntime = onceAsync(async () => {
  const config = loadConfig();
  const runtime = await createRuntime(config);
  routeCache.enable(config.PAGE_CACHE);
  return runtime;
});
