import type { ProductCondition } from '../db/schema.ts';
import { homeProducts } from './products/home.ts';
import { leisureProducts } from './products/leisure.ts';
import { styleProducts } from './products/style.ts';
import { techProducts } from './products/tech.ts';
import { vehicleProducts } from './products/vehicles.ts';
import { workProducts } from './products/work.ts';

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

/** Every product category of the seed, each with its items. */
export const PRODUCT_CATALOG: ProductCategoryPlan[] = [
  ...techProducts,
  ...homeProducts,
  ...styleProducts,
  ...vehicleProducts,
  ...leisureProducts,
  ...workProducts,
];
