import { demoDataWanted, type Config } from '../server/config.ts';
import type { Logger } from '../server/logger.ts';
import { DEMO_STEPS, fillDemoData } from './demo-data.ts';
import { demoDeps } from './demo-deps.ts';

/** What README says a fill takes on a quiet 2-core machine (30–41 s in three fresh-clone starts, issue 34). */
const DEMO_FILL_ABOUT = 'under a minute';

/**
 * Runs at runtime creation, before the server listens (the runtime loads this module only when
 * `demoDataWanted`; the check here keeps a direct call honest). Asked for explicitly (DEMO_DATA=1,
 * `npm run demo`), a failure stops the start; by default the site starts without the demo and
 * says why.
 */
export async function fillDemoDataOnStart(runtime: Parameters<typeof demoDeps>[0] & { config: Config; logger: Logger }): Promise<void> {
  const { config, logger } = runtime;
  if (!demoDataWanted(config)) return;
  try {
    // Said before the wait and after each step, so a first start does not look stuck.
    const summary = await fillDemoData(demoDeps(runtime), {
      started: () => logger.info(`filling the empty database with the demo marketplace (once; ${DEMO_STEPS} steps, ${DEMO_FILL_ABOUT})…`),
      listings: (made, of) => logger.info(`demo fill: ${made} of ${of} listings made`),
      step: ({ step, of, made, ms }) => logger.info({ step, of, ms }, `demo fill ${step}/${of}: ${made} (${(ms / 1000).toFixed(1)} s)`),
    });
    if (summary) {
      const {
        sellers,
        products,
        services,
        properties,
        images,
        likes,
        comments,
        replies,
        commentLikes,
        chats,
        messages,
        states,
        raised,
        expiringSoon,
        reminders,
        openCases,
        reviews,
        savedSearches,
        ms,
      } = summary;
      const talk = `${comments} comments with ${replies} replies and ${commentLikes} comment likes, ${chats} chats with ${messages} messages`;
      const lives = `${states.active} active (${raised} raised, ${expiringSoon} expiring within 3 days, ${reminders} reminders), ${states.reserved} reserved, ${states.sold} sold, ${states.expired} expired, ${states.archived} archived`;
      const rated = `${reviews.written} reviews (${reviews.shown} shown, ${reviews.scored} sellers with a score, ${reviews.answered} answered, ${reviews.hidden} hidden, ${reviews.waiting} waiting)`;
      logger.info(
        { demo: summary },
        `demo data: ${sellers} sellers, ${products} products, ${services} services and ${properties} properties with ${images} images, ${likes} likes, ${talk}; ${lives}; ${rated}; ${openCases} open moderation cases; ${savedSearches.searches} saved searches (${savedSearches.hits} listings found, ${savedSearches.alerts} alerts), in ${(ms / 1000).toFixed(1)} s`,
      );
    } else {
      logger[config.DEMO_DATA ? 'info' : 'debug']('demo data: the database already has listings; left as it is');
    }
  } catch (error) {
    if (config.DEMO_DATA) throw error;
    logger.error({ err: error }, 'demo data could not be created; starting without it');
  }
}
