import { homeServices } from './services/home.ts';
import { occasionServices } from './services/occasions.ts';
import { peopleServices } from './services/people.ts';
import { techServices } from './services/tech.ts';
import { transportServices } from './services/transport.ts';

/** One service a demo seller offers, written as a master would write it (services have no price field). */
export interface ServiceItem {
  /** The listing's name: Uzbek Latin (with ʻ and ʼ), or Russian Cyrillic for about one in five. */
  name: string;
  /** A short name drawn on the generated pictures. */
  label: string;
  /** What the service is, in the name's language; prices, where given, are in the text as people write them. */
  about: string;
  /** The seller's username, where the text names their city (a taxi route, Margʻilon silk). */
  by?: string;
}

export interface ServiceCategoryPlan {
  /** The category's slug in db/seed/categories.json (`services`). */
  slug: string;
  items: ServiceItem[];
}

/** Every service category of the seed, each with its items. */
export const SERVICE_CATALOG: ServiceCategoryPlan[] = [...homeServices, ...techServices, ...peopleServices, ...transportServices, ...occasionServices];
