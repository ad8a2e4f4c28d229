import { createInProcessBus } from '../server/bus.ts';
import type { Clock } from '../server/clock.ts';
import type { Database } from '../server/db/database.ts';
import type { Logger } from '../server/logger.ts';
import type { MediaStore } from '../server/media/media-store.ts';
import { unlimitedQuotas } from '../server/rate-limit/quotas.ts';
import { createServices, type Services, type WiringDeps } from '../server/wiring.ts';
import { createDemoRepository, type DemoRepository } from './demo.repository.ts';

/** Services whose clock is stopped at `at` (a logger of the caller's, to hear what a job logs). */
export type ServicesAt = (at: Date, options?: { logger?: Logger }) => Services;

/** What filling the demo needs (demo-data.ts and its parts). */
export interface DemoDeps {
  database: Database;
  media: MediaStore;
  clock: Clock;
  /** The runtime's services, as of now: the places and categories, the moderator's and marketer's roles, the reports of the fill's moment, and the dollar rate (real estate's dollar prices). */
  services: Pick<Services, 'catalog' | 'locations' | 'moderation' | 'roles' | 'rates'>;
  /** Every write of the demo's past, through the one wiring (server/wiring.ts) at its planned moment. */
  servicesAt: ServicesAt;
  /** The demo's own SQL. */
  repository: DemoRepository;
}

/**
 * The demo's deps from the runtime's parts. `servicesAt(at)` builds the services at a moment as
 * the runtime builds its own, with what a written past needs instead of the present's:
 * - no daily limits (a seller's thousand writes were spread over weeks);
 * - texts screened by the runtime's moderation (held for review as of the fill, as anyone's
 *   are, issue 23), pictures not compared (drawn from a few designs per category, alike by
 *   design, they would flood the queue with "stolen photos");
 * - notices told through the runtime's notifier, as the site's are (an unread room is an unread notice);
 * - events on a bus of the fill's own: nobody listens yet (the server serves once the fill is
 *   done), and other instances need not hear of the past;
 * - no Telegram of their own (services of a moment are never closed).
 */
export function demoDeps(runtime: Pick<WiringDeps, 'config' | 'database' | 'media' | 'sms' | 'clock' | 'logger'> & { services: Services }): DemoDeps {
  const { config, database, media, sms, clock, logger, services } = runtime;
  const bus = createInProcessBus();
  const screen = { text: services.moderation.screen.text, photos: async () => {} };
  const servicesAt: ServicesAt = (at, options = {}) =>
    createServices({
      config,
      database,
      media,
      sms,
      logger: options.logger ?? logger,
      clock: () => at,
      bus,
      pages: services.pages,
      quotas: unlimitedQuotas,
      screen,
      notifier: services.notifier,
      telegram: false,
    });
  return { database, media, clock, services, servicesAt, repository: createDemoRepository(database.db, database.kind) };
}
