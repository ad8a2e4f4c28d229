import { z } from 'zod';
import { LISTING_STATUSES } from '../listing-states.ts';
import { CURRENCIES, DEALS, MATERIALS, PROPERTY_TYPES, REPAIRS, SELLER_TYPES } from '../real-estate.ts';

/**
 * The shapes the API answers with (spec/API.md "Shapes"), as zod schemas: the OpenAPI document
 * is generated from them (server/http/openapi.ts), the API tests check every answer against
 * that document, and the types the islands use are `z.infer` of them. `.meta({ id })` names a
 * shape as a component of the document; examples are in Uzbek, as most users write.
 */

export const ErrorBody = z
  .object({
    detail: z.string().meta({ description: 'The message in the request’s language (`lang`, else Accept-Language, else uz).' }),
    code: z.string().meta({ description: 'A stable machine code (`validation_error`, `not_found`, `rate_limited`…).' }),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .meta({ description: 'Validation errors only: the localized messages of each field (`non_field_errors` for the body as a whole).' }),
  })
  .meta({ id: 'Error', example: { detail: 'Maʼlumotlar notoʻgʻri.', code: 'validation_error', errors: { title: ['Sarlavhani kiriting.'] } } });

export const Location = z
  .object({
    id: z.number().int(),
    region: z.string(),
    district: z.string(),
    region_ru: z.string(),
    region_en: z.string(),
    district_ru: z.string(),
    district_en: z.string(),
  })
  .meta({
    id: 'Location',
    description: 'One district, the place a user or a listing is in: names in Uzbek Latin, Russian and English.',
    example: {
      id: 11,
      region: 'Toshkent shahri',
      district: 'Yunusobod tumani',
      region_ru: 'город Ташкент',
      region_en: 'Tashkent city',
      district_ru: 'Юнусабадский район',
      district_en: 'Yunusabad district',
    },
  });

export const Region = z
  .object({ id: z.number().int(), region: z.string(), region_ru: z.string(), region_en: z.string(), districts: z.array(z.string()) })
  .meta({
    id: 'Region',
    description: 'A region with the Uzbek names of its districts.',
    example: {
      id: 1,
      region: 'Toshkent shahri',
      region_ru: 'город Ташкент',
      region_en: 'Tashkent city',
      districts: ['Bektemir tumani', 'Chilonzor tumani', 'Yunusobod tumani'],
    },
  });

export const District = z
  .object({
    id: z.number().int().meta({ description: 'The location id of the district.' }),
    district: z.string(),
    district_ru: z.string(),
    district_en: z.string(),
  })
  .meta({ id: 'District', example: { id: 11, district: 'Yunusobod tumani', district_ru: 'Юнусабадский район', district_en: 'Yunusabad district' } });

export const Category = z.object({ id: z.number().int(), slug: z.string(), name_uz: z.string(), name_ru: z.string(), name_en: z.string() }).meta({
  id: 'Category',
  example: { id: 1, slug: 'phones', name_uz: 'Telefonlar va aksessuarlar', name_ru: 'Телефоны и аксессуары', name_en: 'Phones & accessories' },
});

export const ListingImage = z
  .object({
    id: z.number().int(),
    image: z.string().meta({ description: 'The large WebP (at most 1600 px), an absolute or root-relative URL.' }),
    thumbnail: z.string().meta({ description: 'At most 400 px, for cards.' }),
  })
  .meta({ id: 'Image' });

export const ProfileImage = z.object({ image: z.string().nullable(), thumbnail: z.string().nullable() }).meta({ id: 'ProfileImage' });

export const UserRef = z
  // A union, not `Location.nullable()`, which the generator writes as an `allOf` that refuses null.
  .object({ id: z.number().int(), username: z.string(), profile_image: ProfileImage, location: z.union([Location, z.null()]) })
  .meta({ id: 'UserRef', description: 'Another user as lists, listings and chats show them.' });

const timestamp = z.string().meta({ description: 'ISO 8601, UTC.', example: '2026-11-25T07:30:00.000Z' });

export const Rating = z
  .object({
    score: z.number().nullable().meta({
      description:
        'A Bayesian average of the stars of the last 365 days (the prior 4.0 weighs as 3 reviews; a review weighs half as much every 180 days), one decimal; null under 3 reviews ("New seller").',
      example: 4.8,
    }),
    count: z.number().int().min(0).meta({ description: 'How many shown reviews of the last 365 days it rests on.', example: 23 }),
  })
  .meta({ id: 'Rating', description: 'Someone’s score from the reviews others wrote about them.' });
export type Rating = z.infer<typeof Rating>;

/** The seller's score on either kind (issue 24): SPEC's `rating`, and beyond it the score with its count. */
const ratingFields = {
  rating: z.number().nullable().meta({ description: 'The seller’s score (`seller_rating.score`): null while they have fewer than 3 reviews.', example: 4.8 }),
  seller_rating: Rating,
};

/** A listing's life (issue 22), beside SPEC's fields of either kind. */
const lifecycleFields = {
  status: z.enum(LISTING_STATUSES).meta({
    description:
      'Beyond spec/API.md: `active`, `reserved` (promised to one buyer; still listed), `sold` (final), `expired` (renewable for 90 days), `archived`, `hidden` (by a moderator). Lists show active and reserved only.',
  }),
  reserved_for: z.number().int().nullable().meta({ description: 'The buyer it is reserved for: shown to the seller and that buyer only, else null.' }),
  reserved_until: timestamp.nullable().meta({ description: 'When a reservation lapses back to active (7 days after it was made); null when not reserved.' }),
  sold_to: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'The buyer it was sold to: shown to the seller and that buyer only; null when sold elsewhere, not sold, or not yours to see.' }),
  expires_at: timestamp.meta({ description: 'When it expires unless renewed (30 days for goods, 60 for services and cars); renewing opens 7 days before.' }),
  hidden_reason: z.string().nullable().meta({ description: 'Why a moderator hid it (`status` `hidden`): shown to its owner only, else null.' }),
  raised_at: timestamp
    .nullable()
    .meta({ description: 'When it was last raised to the top of the lists (at most once a week), else null. Lists sort by this date, else `created_at`.' }),
};

export const Product = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    price: z.number().int().meta({ description: 'Whole so’m.' }),
    currency: z.literal('Sum'),
    condition: z.enum(['new', 'used']),
    in_stock: z.boolean(),
    safe_deal: z.boolean().meta({
      description:
        'Beyond spec/API.md (issue 39): the seller offers the safe deal — the buyer’s card is held and the money paid to the seller once the buyer has the item. Asked for with the listing’s own button only.',
    }),
    category: Category,
    images: z.array(ListingImage),
    location: Location,
    created_at: timestamp,
    updated_at: timestamp,
    ...ratingFields,
    likes: z.number().int().meta({ description: 'How many people like it.' }),
    userName: UserRef,
    ...lifecycleFields,
  })
  .meta({ id: 'Product' });

/** What a service and a property say after their own fields, in this order. */
const listingTail = {
  category: Category,
  images: z.array(ListingImage),
  location: Location,
  created_at: timestamp,
  updated_at: timestamp,
  likes: z.number().int(),
  comments_count: z.number().int(),
  ...ratingFields,
  userName: UserRef,
  ...lifecycleFields,
};

export const Service = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    ...listingTail,
  })
  .meta({ id: 'Service' });

const whole = (description: string) => z.number().int().meta({ description });
export const RealEstate = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    property_type: z.enum(PROPERTY_TYPES).meta({ description: 'The type: its category’s slug.' }),
    deal: z.enum(DEALS).meta({ description: 'For sale, long-term rent (a month’s price), or daily rent (a day’s).' }),
    rooms: z.number().int().nullable(),
    area: z.number().nullable().meta({ description: 'Total area in m² (two decimals at most); null for land.', example: 78.5 }),
    land_sotix: z.number().nullable().meta({ description: 'Land in sotix (100 m²) of a house or a plot, else null.', example: 6 }),
    floor: z.number().int().nullable(),
    floors: z.number().int().nullable().meta({ description: 'Floors of the building (of a house: its storeys).' }),
    material: z.enum(MATERIALS).nullable(),
    new_building: z.boolean().nullable().meta({ description: 'A new building (true) or the secondary market (false).' }),
    repair: z.enum(REPAIRS).nullable().meta({ description: '`euro` repair, `good`, `needs` repair, `shell` (pre-finish).' }),
    furnished: z.boolean().nullable(),
    seller_type: z.enum(SELLER_TYPES).meta({ description: 'The owner, or an agency.' }),
    commission: z.number().nullable().meta({ description: 'An agency’s commission in per cent (one decimal), else null.' }),
    landmark: z
      .string()
      .nullable()
      .meta({ description: 'Where it is, as Tashkent addresses are given (“mo‘ljal”).', example: 'Korzinka, Yunusobod 4-kvartal' }),
    price: whole('The price as the owner entered it: whole so’m or whole dollars (`currency`).'),
    currency: z.enum(CURRENCIES),
    price_uzs: whole('Whole so’m (at the Central Bank’s rate of `rate_date` when entered in dollars).'),
    price_usd: whole('Whole dollars (at the rate of `rate_date` when entered in so’m).').nullable(),
    price_per_m2_uzs: whole('So’m per m² of its area (a plot: of its land).').nullable(),
    price_per_m2_usd: whole('Dollars per m².').nullable(),
    rate_date: z
      .string()
      .nullable()
      .meta({ description: 'The day of the Central Bank’s dollar rate the other currency is at (`YYYY-MM-DD`).', example: '2026-11-28' }),
    ...listingTail,
  })
  .meta({ id: 'RealEstate' });
export const RealEstateDetail = z.object({ real_estate: RealEstate, similar: z.array(RealEstate) }).meta({ id: 'RealEstateDetail' });

export const ProductDetail = z.object({ product: Product, recommended_products: z.array(Product) }).meta({ id: 'ProductDetail' });
export const ServiceDetail = z.object({ service: Service }).meta({ id: 'ServiceDetail' });

/** A page of a list: `next`/`previous` are absolute URLs of the same request with another page, or null. */
export const page = <Item extends z.ZodType>(item: Item) =>
  z.object({
    count: z.number().int(),
    count_capped: z.boolean().meta({
      description:
        'Beyond spec/API.md: true when there are more matches than `count` (a search counts its newest 300; a list filtered by price, condition or seller counts to 10,000).',
    }),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

export const LikeResult = z.object({ liked: z.boolean(), likes: z.number().int() }).meta({ id: 'LikeResult', example: { liked: true, likes: 12 } });

/** The fields every comment has, around the id of its listing (named by its family). */
const commentText = z
  .string()
  .meta({ description: 'As written, cleaned of control characters and bidirectional overrides; 1–1000 characters.', example: 'Narxi kelishiladimi?' });
const commentHead = { id: z.number().int(), text: commentText };
const commentTail = {
  created_at: timestamp,
  updated_at: timestamp,
  likes: z.number().int(),
  replies_count: z.number().int().meta({ description: 'How many replies it has.' }),
  user: UserRef,
  hidden_reason: z
    .string()
    .nullable()
    .optional()
    .meta({ description: 'Issue 23: why a moderator hid it; present only in its author’s answers (everyone else does not get a hidden comment at all).' }),
};

/** A comment as the services' paths answer it: always `service_id`, never `product_id`. */
export const ServiceComment = z
  .object({ ...commentHead, service_id: z.number().int().meta({ description: 'The service it is on.' }), ...commentTail })
  .meta({ id: 'ServiceComment', description: 'A comment on a service.' });

/** A comment as the products' paths answer it: always `product_id`, never `service_id`. */
export const ProductComment = z
  .object({ ...commentHead, product_id: z.number().int().meta({ description: 'The product it is on.' }), ...commentTail })
  .meta({ id: 'ProductComment', description: 'A comment on a product.' });

/** A comment of either family, as the islands show both alike (`service_id` on services, `product_id` on products). */
export const Comment = z
  .object({
    ...commentHead,
    service_id: z.number().int().optional().meta({ description: 'On a service’s comment.' }),
    product_id: z.number().int().optional().meta({ description: 'On a product’s comment.' }),
    ...commentTail,
  })
  .meta({ id: 'Comment' });

export const Reply = z
  .object({
    id: z.number().int(),
    text: commentText,
    created_at: timestamp,
    updated_at: timestamp,
    likes: z.number().int(),
    user: UserRef,
    hidden_reason: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'Issue 23: why a moderator hid it; present only in its author’s answers (everyone else does not get a hidden comment at all).' }),
  })
  .meta({ id: 'Reply', description: 'A reply to a comment (one level deep).' });

export type ErrorBody = z.infer<typeof ErrorBody>;
export type Location = z.infer<typeof Location>;
export type Region = z.infer<typeof Region>;
export type District = z.infer<typeof District>;
export type Category = z.infer<typeof Category>;
export type ListingImage = z.infer<typeof ListingImage>;
export type UserRef = z.infer<typeof UserRef>;
export type Product = z.infer<typeof Product>;
export type Service = z.infer<typeof Service>;
export type ProductDetail = z.infer<typeof ProductDetail>;
export type RealEstate = z.infer<typeof RealEstate>;
export type RealEstateDetail = z.infer<typeof RealEstateDetail>;
export type ServiceDetail = z.infer<typeof ServiceDetail>;
export type Page<T> = { count: number; count_capped: boolean; next: string | null; previous: string | null; results: T[] };
export type LikeResult = z.infer<typeof LikeResult>;
export type ServiceComment = z.infer<typeof ServiceComment>;
export type ProductComment = z.infer<typeof ProductComment>;
export type Comment = z.infer<typeof Comment>;
export type Reply = z.infer<typeof Reply>;
