import type { ProductCondition } from '../lib/listing-kinds.ts';
import type { Currency, Deal, Material, PropertyType, Repair, SellerType } from '../lib/real-estate.ts';

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

/**
 * One property a demo owner or agent lists (issue 38), written as they write it on OLX.uz and
 * Uybor.uz: the fields as the form takes them (areas in m², land in sotix, the commission in
 * per cent, the price in whole so'm or dollars: per month of a long rent, per day of a daily one).
 * A field the type does not have is left out (lib/real-estate.ts FIELD_TYPES).
 */
export interface RealEstateItem {
  type: PropertyType;
  deal: Deal;
  /** The region and district as db/seed/uz-locations.json names them. */
  region: string;
  district: string;
  /** Uzbek Latin (with ʻ and ʼ), or Russian Cyrillic for about two in five. */
  title: string;
  /** What the owner or agent says, in the title's language: the landmark, repair, what stays, documents, the haggling. */
  about: string;
  /** Short names drawn on the pictures, one a picture (3–6): the rooms and the yard. */
  labels: string[];
  rooms?: number;
  area?: number;
  land?: number;
  floor?: number;
  floors?: number;
  material?: Material;
  newBuilding?: boolean;
  repair?: Repair;
  furnished?: boolean;
  seller: SellerType;
  commission?: number;
  landmark?: string;
  currency: Currency;
  price: number;
  /** Sold or let since (the demo's life plan): it has left the lists. */
  gone?: true;
}
