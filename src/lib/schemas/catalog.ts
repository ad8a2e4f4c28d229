import type { RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { jsonAnswer } from './contract.ts';
import { Category } from './shapes.ts';

/** Categories of products and of services: reference data, the same for everyone. */
const categories = (kind: 'products' | 'services') =>
  ({
    method: 'get',
    path: `/${kind}/api/categories`,
    tags: ['Categories'],
    summary: `The ${kind === 'products' ? 'product' : 'service'} categories`,
    responses: { 200: jsonAnswer(z.array(Category), 'Every category with its names in Uzbek, Russian and English; public for a day.') },
  }) as const satisfies RouteConfig;

export const listProductCategories = categories('products');
export const listServiceCategories = categories('services');
