import path from 'node:path';
import { onceAsync } from '../lib/once.ts';
import { systemClock, type Clock } from './clock.ts';
import { demoDataWanted, loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedReferenceData } from './db/seed/reference-data.ts';
import { createApiApp, type ApiApp } from './http/app.ts';
import { createAnswerCache } from './http/answer-cache.ts';
import { createUploadGate, type UploadGate, type UploadGateOptions } from './http/upload-gate.ts';
import { createInProcessBus, createPostgresBus } from './bus.ts';
import { createPageInvalidation } from './page-cache/invalidation.ts';
import { routeCache } from './page-cache/registry.ts';
import { createChatMediaAccess } from './chats/chat-media-access.ts';
import { createChatSockets, type ChatSockets } from './chats/chat-sockets.ts';
import { SOCKET_LIMITS } from './chats/socket-quota.ts';
import { grantRoleFromEnv } from './roles/roles-command.ts';
import { maskPhone } from '../lib/phone.ts';
import { createLogger, type Logger } from './logger.ts';
import { createMediaStore, type MediaStore } from './media/index.ts';
import { createSmsProvider } from './sms/index.ts';
import { createPaymentsProvider, FAKE_PAYME_MERCHANT } from './payments/index.ts';
import { inProcessFetch, type FakePaymeDoor } from './payments/fake-door.ts';
import type { PaymentsProvider } from './payments/payments-provider.ts';
import type { PrivateMedia } from './static-files.ts';
import type { SmsProvider } from './sms/sms-provider.ts';
import { WsGateway } from './ws/gateway.ts';
import { recurringJobs, startJobs } from './jobs/index.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { createServices, type Services } from './wiring.ts';
import { createE2eHooks, type E2eDoorDeps } from './e2e-hooks.ts';

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
  /** Card payments (payments/): Payme, or the fake Payme with PAYMENTS_PROVIDER=fake. */
  payments: PaymentsProvider;
  /** The fake Payme this process serves at /fake-payme/api (PAYMENTS_PROVIDER=fake), else null. */
  fakePayme: FakePaymeDoor | null;
  services: Services;
  /** Uploads in flight in this process (API and pages): the byte budget and each account's share. */
  uploads: UploadGate;
  api: ApiApp;
  ws: WsGateway;
  /** The chat sockets of this instance (`/ws/chat/{id}/`, `/ws/user/`). */
  chatSockets: ChatSockets;
  /** Background jobs (jobs/ `recurringJobs`): saved searches and deliveries each minute, the listings' lifecycle and reviews each hour. */
  jobs: JobQueue;
  /** The browser tests' clock and job doors (e2e-hooks.ts): only with NODE_ENV=test and E2E_HOOKS=1, else null. */
  e2e: E2eDoorDeps | null;
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

export async function createRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL, config.LOG_FORMAT ? { format: config.LOG_FORMAT } : {});
  // The browser tests' clock (real time plus what they moved it by), when its hooks are on and no clock is given.
  const hooks = options.clock ? null : createE2eHooks(config);
  const clock = options.clock ?? hooks?.clock ?? systemClock;
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
  // PAYMENTS_PROVIDER=fake: the fake Payme (tests/fixtures/fake-payme.ts, its state in memory) is loaded only then, as the demo is;
  // this process's client reaches it directly, the browser at /fake-payme/api (payments/fake-door.ts).
  let fakePayme: FakePaymeDoor | null = null;
  if (config.PAYMENTS_PROVIDER === 'fake') {
    const { createFakePayme } = await import('../../tests/fixtures/fake-payme.ts');
    fakePayme = createFakePayme({ ...FAKE_PAYME_MERCHANT, clock });
  }
  // The client's clock is the services' (its "one receipt per order" lookup searches around it, as the fake keeps time by it).
  const payments = createPaymentsProvider(config, logger, { clock, ...(fakePayme && { fetch: inProcessFetch(fakePayme) }) });
  // Chat events: in this process on SQLite; through LISTEN/NOTIFY on PostgreSQL, so that every instance hears every message.
  let restartSockets = () => {};
  const bus =
    database.kind === 'postgres' && config.DATABASE_URL
      ? createPostgresBus({ db: database.db, databaseUrl: config.DATABASE_URL, logger, onListenLost: () => restartSockets() })
      : createInProcessBus();
  await bus.ready();
  // Cached pages: dropped here and, through the bus, on every other instance (page-cache/).
  const pages = createPageInvalidation({ bus, logger });
  const services = createServices({ config, database, media, sms, clock, logger, bus, pages, payments });
  // DEMO_DATA: an empty database gets the demo marketplace before anything is served. The demo (src/demo) is loaded
  // only then: a server without demo data never imports it.
  if (demoDataWanted(config)) {
    const { fillDemoDataOnStart } = await import('../demo/demo-on-start.ts');
    await fillDemoDataOnStart({ config, logger, clock, database, media, sms, services });
  }
  // MODERATOR_PHONES, MARKETER_PHONES: moderators and marketers of a first start (the roles command grants the others).
  for (const [role, variable] of [
    ['moderator', 'MODERATOR_PHONES'],
    ['marketer', 'MARKETER_PHONES'],
  ] as const) {
    const missing = await grantRoleFromEnv(services.roles, role, config[variable]);
    if (missing.length > 0) logger.warn({ phones: missing.map(maskPhone) }, `${variable}: no account has these phones (yet)`);
  }
  const recurring = recurringJobs(services);
  const jobs = await startJobs({ config, kind: database.kind, logger, jobs: recurring });
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
    payments,
    fakePayme,
    services,
    uploads,
    api,
    ws,
    chatSockets,
    jobs,
    e2e: hooks && { hooks, jobNames: recurring.map((job) => job.name), trigger: (name) => jobs.trigger(name) },
    // Once, however many callers stop it (a test stops one instance of two, then everything).
    close: onceAsync(async () => {
      stopSending();
      await jobs.stop();
      chatSockets.close();
      await services.telegram?.presence.close();
      pages.close();
      services.pageCopy.close();
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
