import type { ProductCondition } from '../lib/listing-kinds.ts';

/** One thing a demo seller offers, written as a seller would write it. */
export interface ProductItem {
  /** Uzbek Latin (with ʻ and ʼ), or Russian Cyrillic for about one item in five. */
  title: string;
  /** A short name drawn on the generated pictures. */
  label: string;
  /** What such a thing sells for, in whole so'm. */
  price: readonly [number, number];
  /** A sentence about this very item, in the title's language. */
  about: string;
  /** Fixed where only one makes sense (a car straight from the showroom, honey, seeds). */
  condition?: ProductCondition;
}

export interface ProductCategoryPlan {
  /** The category's slug in db/seed/categories.json. */
  slug: string;
  /** The share of new items, where an item does not fix its condition. */
  newShare: number;
  /** Whether the stock phrases about condition fit (not for animals or seeds). */
  describeCondition: boolean;
  items: ProductItem[];
}

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
