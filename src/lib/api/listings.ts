/**
 * Listing shapes of the API (spec/API.md "Shapes"), shared by the server and the islands: the
 * `z.infer` types of the zod schemas in lib/schemas/shapes.ts that the OpenAPI document is
 * written from (type-only, so no zod reaches an island through them).
 */
export type { Category, ListingImage, Page, Product, ProductDetail, Service, ServiceDetail, UserRef } from '../schemas/shapes.ts';

export interface LikeResult {
  liked: boolean;
  likes: number;
}

/** A comment on a listing (`service_id` on services, `product_id` on products) and a reply to one: lib/schemas/shapes.ts. */
export type { Comment, Reply } from '../schemas/shapes.ts';
