import { homeProducts } from './products/home.ts';
import { leisureProducts } from './products/leisure.ts';
import { styleProducts } from './products/style.ts';
import { techProducts } from './products/tech.ts';
import { vehicleProducts } from './products/vehicles.ts';
import { workProducts } from './products/work.ts';
import type { ProductCategoryPlan } from './catalog-types.ts';

/** Every product category of the seed, each with its items. */
export const PRODUCT_CATALOG: ProductCategoryPlan[] = [
  ...techProducts,
  ...homeProducts,
  ...styleProducts,
  ...vehicleProducts,
  ...leisureProducts,
  ...workProducts,
];
