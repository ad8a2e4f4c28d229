import { createAuthService } from './accounts/auth.service.ts';
import { createProfileService } from './accounts/profile.service.ts';
import { createSmsCodesRepository } from './accounts/sms-codes.repository.ts';
import { createTraceRecorder } from './accounts/traces.ts';
import { createUserRefs } from './accounts/user-refs.ts';
import { createUsersRepository } from './accounts/users.repository.ts';
import { createRolesService } from './roles/roles.service.ts';
import { createVerificationService } from './accounts/verification.service.ts';
import type { InstanceBus } from './bus.ts';
import { createCatalogRepository } from './catalog/catalog.repository.ts';
import { createCatalogService } from './catalog/catalog.service.ts';
import { createChatsRepository } from './chats/chats.repository.ts';
import { createChatsService } from './chats/chats.service.ts';
import type { Clock } from './clock.ts';
import { createCommentsRepository } from './comments/comments.repository.ts';
import { createCommentsService } from './comments/comments.service.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { createDeliveriesRepository } from './deliveries/deliveries.repository.ts';
import { createDeliveryWorker, type DeliveryChannel } from './deliveries/delivery-worker.ts';
import { createLikesService } from './likes/likes.service.ts';
import { createListingLifecycle } from './listings/listing-lifecycle.service.ts';
import { createListingsRepository, type ListingsRepository } from './listings/listings.repository.ts';
import { createListingsService } from './listings/listings.service.ts';
import { createListingSearchRepository } from './listings/listing-search.repository.ts';
import { createSearchKeysRepository } from './search/search-keys.repository.ts';
import { createSearchKeysService } from './search/search-keys.service.ts';
import type { SearchDictionary } from '../lib/listing-words.ts';
import { SEARCH_DICTIONARY } from '../lib/search-dictionary.ts';
import { createSitemapRepository } from './listings/sitemap.repository.ts';
import { createSitemapService } from './listings/sitemap.service.ts';
import { createLocationsRepository } from './locations/locations.repository.ts';
import { createLocationsService } from './locations/locations.service.ts';
import type { Logger } from './logger.ts';
import type { MediaStore } from './media/index.ts';
import type { ContentScreen } from './moderation/content-screen.ts';
import { copyFiles } from './content/copy-files.ts';
import { createPageCopyRepository } from './content/page-copy.repository.ts';
import { createPageCopyService } from './content/page-copy.service.ts';
import { createModerationRepository } from './moderation/moderation.repository.ts';
import { createModerationService } from './moderation/moderation.service.ts';
import { createPhotosRepository } from './moderation/photos.repository.ts';
import { createNoticeMutesRepository } from './notices/notice-mutes.repository.ts';
import { createNoticeSettingsService } from './notices/notice-settings.service.ts';
import { createNoticesRepository } from './notices/notices.repository.ts';
import { createNoticesService } from './notices/notices.service.ts';
import { createNotifier, type Notifier } from './notices/notifier.ts';
import type { PageInvalidation } from './page-cache/invalidation.ts';
import { createQuotas, type Quotas } from './rate-limit/quotas.ts';
import { createRateLimitRepository } from './rate-limit/rate-limit.repository.ts';
import { createRateLimiter } from './rate-limit/rate-limiter.ts';
import { createRatesProvider } from './rates/cbu-rates.ts';
import { createRatesRepository } from './rates/rates.repository.ts';
import { createRatesService } from './rates/rates.service.ts';
import { createRealEstateFields } from './kinds/real-estate/real-estate-fields.ts';
import { createRealEstateRepository } from './kinds/real-estate/real-estate.repository.ts';
import { createRatings } from './reviews/ratings.ts';
import { createReviewModeration } from './reviews/review-moderation.ts';
import { createReviewsRepository } from './reviews/reviews.repository.ts';
import { createReviewsService } from './reviews/reviews.service.ts';
import { createSavedSearchesRepository } from './saved-searches/saved-searches.repository.ts';
import { createSavedSearchesService } from './saved-searches/saved-searches.service.ts';
import { createSuggestService } from './search/suggest.service.ts';
import { createSellersRepository } from './sellers/sellers.repository.ts';
import { createSellersService } from './sellers/sellers.service.ts';
import type { SmsProvider } from './sms/sms-provider.ts';
import { createTelegram } from './telegram/index.ts';
import { createBooksRepository } from './deals/books.repository.ts';
import { createBooksService } from './deals/books.service.ts';
import { createLedgerRepository } from './deals/ledger.repository.ts';
import { createPayoutsRepository } from './deals/payouts.repository.ts';
import { createPayoutsService } from './deals/payouts.service.ts';
import { createDealsRepository } from './deals/deals.repository.ts';
import { createDealsService } from './deals/deals.service.ts';
import { createDealDeskService } from './deals/deal-desk.service.ts';
import { createPaymentCallsRepository } from './deals/payment-calls.repository.ts';
import { PaymentError, type PaymentsProvider } from './payments/payments-provider.ts';

/** What the services are built from: the process's parts, and the clock they all read. */
export interface WiringDeps {
  config: Config;
  database: Database;
  media: MediaStore;
  sms: SmsProvider;
  /** Time as every service sees it: the system's, a test's, or a moment of the demo's past (src/demo, `servicesAt`). */
  clock: Clock;
  logger: Logger;
  bus: InstanceBus;
  pages: PageInvalidation;
  /**
   * Instead of the daily limits of writing (rate-limit/quotas.ts): the demo writes a past that
   * nobody was limited in.
   */
  quotas?: Quotas;
  /**
   * The screen the listings and comments services hand what they write to, instead of
   * moderation's own: the demo's screens its texts as the site's does and leaves its pictures,
   * alike by design, uncompared.
   */
  screen?: ContentScreen;
  /** Instead of a notifier of its own: the demo's services of a moment tell through the runtime's. */
  notifier?: Notifier;
  /** false: no Telegram even when a bot is configured (the demo's services of a moment, which nobody closes). */
  telegram?: boolean;
  /** The listings repository as the services get it (scripts/bench/list-plans.mjs labels its queries by method). */
  wrapListings?: (repository: ListingsRepository) => ListingsRepository;
  /** The search dictionary (lib/search-dictionary.ts); a test may give another to see listings re-keyed. */
  dictionary?: SearchDictionary | undefined;
  /** Card payments (the runtime's); without them the daily books check compares nothing with a provider (the demo's services of a moment). */
  payments?: PaymentsProvider | null;
}

/** No payments provider: every call refused, as a cash desk that is not set up would refuse it. */
const noPayments: PaymentsProvider = {
  name: 'payme',
  cardForm: () => ({ endpoint: '', merchantId: '' }),
  checkCard: () => Promise.reject(new PaymentError('config', null, 'no payments provider')),
  removeCard: () => Promise.reject(new PaymentError('config', null, 'no payments provider')),
  createHold: () => Promise.reject(new PaymentError('config', null, 'no payments provider')),
  pay: () => Promise.reject(new PaymentError('config', null, 'no payments provider')),
  capture: () => Promise.reject(new PaymentError('config', null, 'no payments provider')),
  release: () => Promise.reject(new PaymentError('config', null, 'no payments provider')),
  receipt: () => Promise.reject(new PaymentError('config', null, 'no payments provider')),
  statement: () => Promise.reject(new PaymentError('config', null, 'no payments provider')),
};

export type Services = ReturnType<typeof createServices>;

/**
 * The one place that builds services: repositories into services, services into each other. The
 * runtime calls it once; the demo once for each moment it writes at (its clock stopped there).
 */
export function createServices(deps: WiringDeps) {
  const { config, database, media, sms, clock, logger, bus, pages } = deps;
  const dictionary = deps.dictionary ?? SEARCH_DICTIONARY;
  const { db } = database;
  const users = createUsersRepository(db);
  const codes = createSmsCodesRepository(db);
  const limiter = createRateLimiter(createRateLimitRepository(db), clock);
  const quotas = deps.quotas ?? createQuotas({ limiter, accountCreatedAt: users.createdAt, clock });
  const locations = createLocationsService(createLocationsRepository(db));
  const catalog = createCatalogService(createCatalogRepository(db));
  const realEstateRepository = createRealEstateRepository(db, database.kind);
  // Each kind's own row is read beside its listing's (issue 38: real estate's fields).
  const listingsRepository = (deps.wrapListings ?? ((repository) => repository))(
    createListingsRepository(db, database.kind, { real_estate: realEstateRepository.ownRow }),
  );
  const noticesRepository = createNoticesRepository(db);
  // Notices go through the notifier: on the site and, through the outbox, the channels outside it (issue 25).
  const deliveries = createDeliveriesRepository(db, database.kind);
  const channels: DeliveryChannel[] = [];
  const mutes = createNoticeMutesRepository(db);
  const notifier = deps.notifier ?? createNotifier({ db, notices: noticesRepository, mutes, deliveries, channels: () => channels, bus });
  const reviewsRepository = createReviewsRepository(db);
  let shownAgain: (listingId: number) => void = () => {};
  // Moderation first: the listings and comments services hand what they write to its screen (issue 23).
  const moderation = createModerationService({
    moderation: createModerationRepository(db),
    photos: createPhotosRepository(db),
    listings: listingsRepository,
    users,
    notifier,
    reviews: createReviewModeration({ reviews: reviewsRepository, notifier, clock }),
    quotas,
    pages,
    bus,
    clock,
    // Saved searches are made after the listings service that moderation screens for: told through `shownAgain`, set below.
    listingShown: (listingId) => shownAgain(listingId),
  });
  const screen = deps.screen ?? moderation.screen;
  const ratings = createRatings({ reviews: reviewsRepository, clock });
  const listingSearch = createListingSearchRepository(db, database.kind);
  // The Central Bank's daily dollar rate, beside prices in the other currency (issue 38); the `exchange-rates` job refreshes it.
  const rates = createRatesService({ repository: createRatesRepository(db), provider: createRatesProvider(config), clock, logger });
  // Real estate's own fields (issue 38): the one kind with fields of its own, handed to the listing core by kind.
  const realEstate = createRealEstateFields({ repository: realEstateRepository, rates, locations, catalog });
  const listings = createListingsService({
    listings: listingsRepository,
    safeDealMinPrice: config.SAFE_DEAL_MIN_PRICE,
    users,
    catalog,
    locations,
    media,
    pages,
    quotas,
    clock,
    screen,
    listed: () => void bus.publish({ type: 'listed' }).catch(() => {}),
    search: listingSearch,
    dictionary,
    own: { real_estate: realEstate },
  });
  const searchKeys = createSearchKeysService({ repository: createSearchKeysRepository(db), dictionary });
  const suggest = createSuggestService({ listings: listingSearch, catalog });
  const userRefs = createUserRefs({ users, locations, media });
  const comments = createCommentsService({
    comments: createCommentsRepository(db, database.kind),
    listings: listingsRepository,
    userRefs,
    notifier,
    pages,
    quotas,
    clock,
    screen,
  });
  const likes = createLikesService({ listings: listingsRepository, listingsService: listings, comments, notices: noticesRepository, notifier, pages, clock });
  const sitemap = createSitemapService(createSitemapRepository(db), config.publicUrl);
  const verification = createVerificationService({ codes, users, sms, limiter, clock, logger, smsPerHour: config.SMS_HOURLY_BUDGET });
  const auth = createAuthService({ users, codes, verification, locations, media, limiter, likes, bus, clock });
  const profile = createProfileService({ users, auth, likes, locations, media, pages, clock });
  const lifecycle = createListingLifecycle({ listings: listingsRepository, recordsOf: listings.recordsOf, catalog, userRefs, notifier, pages, clock });
  const savedSearches = createSavedSearchesService({
    searches: createSavedSearchesRepository(db, database.kind),
    catalog,
    locations,
    recordsOf: listings.recordsOf,
    own: { real_estate: realEstate },
    media,
    notifier,
    clock,
    logger,
  });
  shownAgain = (listingId) =>
    void savedSearches
      .matchAgain(listingId)
      .catch((error: unknown) => logger.warn({ err: error, listingId }, 'saved searches: cannot match a listing shown again'));
  // Telegram (issue 25), when a bot is configured: its channel joins the outbox's; its Renew button renews as the seller's own move.
  const telegram =
    deps.telegram === false
      ? null
      : createTelegram({
          config,
          db,
          deliveries,
          renew: (kind, id, ownerId) => lifecycle.move(kind, id, ownerId, 'renew'),
          unsubscribe: savedSearches.unsubscribe,
          clock,
          logger,
        });
  if (telegram) channels.push(telegram.channel);
  const sellers = createSellersService({ sellers: createSellersRepository(db), users, userRefs, ratings, listings, clock });
  const traces = createTraceRecorder({ record: reviewsRepository.trace, clock });
  const reviews = createReviewsService({ reviews: reviewsRepository, users, userRefs, moderation, notifier, pages, clock });
  const chats = createChatsService({
    chats: createChatsRepository(db),
    users,
    listings: listingsRepository,
    userRefs,
    ratings,
    media,
    limiter,
    quotas,
    bus,
    notifier,
    clock,
  });
  // The safe deal (issue 39): its rows, books and provider calls; the listing follows it through its lifecycle, the chat opens with it.
  const deals = createDealsService({
    deals: createDealsRepository(db),
    ledger: createLedgerRepository(db),
    calls: createPaymentCallsRepository(db),
    listings: listingsRepository,
    lifecycle,
    chats,
    users,
    userRefs,
    media,
    notifier,
    quotas,
    payments: deps.payments ?? noPayments,
    clock,
    logger,
    config: { feeBps: config.SAFE_DEAL_FEE_BPS, codeKey: config.SAFE_DEAL_CODE_KEY, paymentsTimeoutMs: config.PAYMENTS_TIMEOUT_MS },
  });
  const roles = createRolesService({ users, clock });
  const pageCopy = createPageCopyService({
    repository: createPageCopyRepository(db),
    files: copyFiles(),
    roles,
    pages,
    bus,
    clock,
    logger,
  });
  // The safe deal's books checked daily against the provider, and the sellers' payouts (issue 39, item 3).
  const books = createBooksService({
    books: createBooksRepository(db),
    payments: deps.payments ?? null,
    notifier,
    moderators: async () => [...new Set((await roles.holders('moderator')).map((holder) => holder.id))],
    clock,
    logger,
  });
  const payouts = createPayoutsService({ payouts: createPayoutsRepository(db), ledger: createLedgerRepository(db), users, clock });
  // The moderators' pages of the safe deal: a disputed deal's chat, read-only.
  const dealDesk = createDealDeskService({ deals: createDealsRepository(db), chats: createChatsRepository(db), users });
  return {
    pages,
    roles,
    books,
    payouts,
    dealDesk,
    pageCopy,
    rates,
    realEstate,
    locations,
    catalog,
    listings,
    lifecycle,
    moderation,
    suggest,
    likes,
    comments,
    sitemap,
    verification,
    auth,
    profile,
    chats,
    deals,
    sellers,
    reviews,
    ratings,
    traces,
    noticeCentre: createNoticesService({ notices: noticesRepository, bus, clock }),
    noticeSettings: createNoticeSettingsService({ mutes, telegramAvailable: telegram !== null }),
    notifier,
    telegram,
    savedSearches,
    searchKeys,
    channels,
    deliveries: createDeliveryWorker({ deliveries, channels, clock, logger }),
  };
}
