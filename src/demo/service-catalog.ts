import { homeServices } from './services/home.ts';
import { occasionServices } from './services/occasions.ts';
import { peopleServices } from './services/people.ts';
import { techServices } from './services/tech.ts';
import { transportServices } from './services/transport.ts';
import type { ServiceCategoryPlan } from './catalog-types.ts';

/** Every service category of the seed, each with its items. */
export const SERVICE_CATALOG: ServiceCategoryPlan[] = [...homeServices, ...techServices, ...peopleServices, ...transportServices, ...occasionServices];
