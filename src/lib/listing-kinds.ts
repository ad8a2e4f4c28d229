import type { FlashKey } from './flash.ts';
import { thumbKey } from './media-keys.ts';
import type { ListingStatus } from './listing-states.ts';
import { MAX_LISTING_IMAGES } from './image-type.ts';
import type { TFunction } from './i18n.ts';
import type { Locale } from './locales.ts';
import { realEstateFilterWords } from './real-estate-format.ts';
import {
  meetsRealEstate,
  narrowsRealEstate,
  priceView,
  readRealEstateFilters,
  REAL_ESTATE_LIMITS,
  writeRealEstateFilters,
  type RealEstateFields,
  type RealEstateFilters,
  type RealEstateRecord,
} from './real-estate.ts';
import type { OwnFormSpec } from './own-form.ts';
import { REAL_ESTATE_FORM } from './real-estate-form.ts';
import type { Category, ListingImage, Location, Product, RealEstate, Rating, Service, UserRef } from './schemas/shapes.ts';

/**
 * The kinds of listing, each described once: what makes a product and a service different
 * (SPEC.md "Products", "Services"; spec/API.md). Everything else is the one listing core
 * (server/listings/), written once and called with a kind. Pages, the API routes, the sitemap,
 * the form, comments and likes read their differences here, never with a `kind === …` of their
 * own. Pure data and pure functions; islands on the JavaScript budget get their part as props
 * from the page (ListingApiPaths, LikedField) instead of loading the whole table.
 */
export type ListingKind = 'product' | 'service' | 'real_estate';
export const LISTING_KIND_NAMES = ['product', 'service', 'real_estate'] as const satisfies readonly ListingKind[];

/**
 * A kind's own fields beyond the core's (issue 38: real estate's, lib/real-estate.ts), as a
 * record carries them; and its own filters of a list. The kinds without any have none.
 */
export type KindOwnRecord = RealEstateRecord;
/** A kind's own fields as a form gives them and the core stores them (real estate's). */
export type KindOwnFields = RealEstateFields;
export type KindOwnFilters = RealEstateFilters;

/** The orders of a list: `relevance` (a search's best first), newest first, by price, and a kind's own (price per m²). */
export const SORTS = ['relevance', 'newest', 'price', '-price', 'price_m2'] as const;
export type Sort = (typeof SORTS)[number];

/** A kind's own filters of a list, as they live in its URL (lib/listing-params.ts reads them through this). */
export interface KindOwnFilterSpec {
  /** The text namespace of its words. */
  ns: 'realestate';
  /** The filters in words (the list's chips, a saved search's summary), each with what removing it clears. */
  words(filters: KindOwnFilters, locale: Locale, t: TFunction): Array<{ label: string; clear: Partial<KindOwnFilters> }>;
  read(search: URLSearchParams): KindOwnFilters;
  write(filters: KindOwnFilters, search: URLSearchParams): void;
  narrows(filters: KindOwnFilters): boolean;
  /** The currency the list's price bounds are given in (so'm unless the filters say dollars). */
  boundsCurrency(filters: KindOwnFilters): 'UZS' | 'USD';
  /** Whether a listing meets the filters and the list's price bounds (a saved search's alert). */
  meets(filters: KindOwnFilters, bounds: { min?: number | undefined; max?: number | undefined }, own: KindOwnRecord, price: number | null): boolean;
}

export type ProductCondition = 'new' | 'used';

/** What one kind of listing is, for every layer that tells the kinds apart. */
export interface ListingKindSpec {
  kind: ListingKind;
  /** Its name in plural in addresses: the API's family (`/api/{plural}/api/{plural}`) and the sitemap's parts (`{plural}-3`). */
  plural: 'products' | 'services' | 'real-estate';
  /** One letter for it where space is short (a Telegram button's callback data). */
  letter: 'p' | 's' | 'r';
  /** Its icon (components/icons.ts): an empty list's, a seller's tab. */
  icon: 'package' | 'wrench' | 'building-2';
  /** The site's pages (unlocalized). */
  paths: {
    /** The list with its filters. */
    list: string;
    /** A listing's page is `${detail}/{id}`, its edit page `${detail}/{id}/edit`. */
    detail: string;
    /** The owner's own listings. */
    mine: string;
    /** The new-listing page. */
    create: string;
    /** Where a new listing's form goes when it is saved or cancelled (SPEC.md). */
    afterCreate: string;
    /** Where the owner goes after deleting it from its page (SPEC.md). */
    afterDelete: string;
  };
  /** The API family (spec/API.md): `${listings}/{id}/`, `${listings}/{id}/comments/`, `${comments}/{id}/`. */
  /** The API's list and comments paths (null: its listings take no comments), and the list's search parameter. */
  api: { listings: string; comments: string | null; search: 'product_title' | 'service_name' | 'title' };
  /** Field names of the API's answers and forms. */
  fields: {
    title: 'title' | 'name';
    listingId: 'product_id' | 'service_id' | 'real_estate_id';
    liked: 'liked_products' | 'liked_services' | 'liked_real_estate';
  };
  /** The form fields typed on the plain (no-script) form, given back on a refusal. */
  formFields: readonly string[];
  /** Its own fields on the listing form (lib/own-form.ts), the type among them in place of the category picker; none for goods and services. */
  form?: OwnFormSpec;
  has: {
    /** A price in so'm (`listings.price`), and the list's price filters and orders. */
    price: boolean;
    /** A condition (new, used) and stock on the form, and the list's condition filter (goods). */
    condition: boolean;
    /** Its likes counted under each card of My listings (SPEC.md "My products"). */
    likesOnMine: boolean;
    /** The owner edits it in a dialog on its own page (a service); else on the edit page. */
    editInPlace: boolean;
    /**
     * The safe deal (issue 39): the seller may offer it (the form's switch, the card's badge, the
     * list's filter). Goods only: an item is handed over in person against a held card payment. A
     * service has no price and nothing to hand over; a flat's deposit is not paid by a card hold.
     */
    safeDeal: boolean;
  };
  limits: {
    titleMax: number;
    descriptionMax: number;
    /**
     * The list's page sizes, the first being the default (and the API's). SPEC.md's selector
     * shows 10, 20, 50 but sends 12, 24, 48 (a defect): products show and send 12, 24, 48;
     * services 10, 20, 50.
     */
    pageSizes: readonly number[];
    /** Cards per row on a wide screen. */
    cardsPerRow: 4 | 5;
    /** Photos a listing holds at most. */
    images: number;
  };
  /** The orders its list offers, best match first (which needs words to rank by). */
  sorts: readonly Sort[];
  /** Its own filters of a list beyond the core's (category, place, price), if any. */
  filters?: KindOwnFilterSpec;
  /**
   * How long a listing stays up before it expires (issue 22): `days`, or `longDays` in the
   * categories named (slugs): cars, which sell slowly (the catalog has no real-estate category).
   */
  term: { days: number; longDays: number; longCategories: readonly string[] };
  /** Text keys: of the `listings` namespace, but `noPlace` of `errors`. */
  text: {
    listHeading: string;
    listSubtitle: string;
    back: string;
    owner: string;
    others: string;
    similar: string;
    mineTitle: string;
    mineEmpty: string;
    add: string;
    createTitle: string;
    createSubtitle: string;
    editTitle: string;
    /** The owner has no district and gave none. */
    noPlace: string;
    /** "5 services match «santexnik»": what a search of another kind's list finds of this kind (plural forms, with `shown` and `query`). */
    found: string;
    titleRequired: string;
    descriptionRequired: string;
    categoryRequired: string;
    createFailed: string;
    updateFailed: string;
    noImage: string;
    /** The form's title field: its label and hint, the refusal of a long description, and the send button while it works. */
    titleLabel: string;
    titleHint: string;
    descriptionTooLong: string;
    creating: string;
    saving: string;
  };
  /** "Message the seller" (the `chat` namespace). */
  messageText: string;
  flash: { created: FlashKey; updated: FlashKey };
  /** data-testid of the detail page's title and description. */
  testIds: { title: string; text: string };
}

export const LISTING_KINDS = {
  product: {
    kind: 'product',
    plural: 'products',
    letter: 'p',
    icon: 'package',
    paths: { list: '/products', detail: '/product', mine: '/my-products', create: '/new-product', afterCreate: '/', afterDelete: '/my-products' },
    api: { listings: '/api/products/api/products', comments: '/api/products/api/comments', search: 'product_title' },
    fields: { title: 'title', listingId: 'product_id', liked: 'liked_products' },
    formFields: ['title', 'description', 'price', 'condition', 'category_id', 'in_stock', 'safe_deal'],
    has: { price: true, condition: true, likesOnMine: true, editInPlace: false, safeDeal: true },
    limits: { titleMax: 120, descriptionMax: 5000, pageSizes: [12, 24, 48], cardsPerRow: 4, images: MAX_LISTING_IMAGES },
    sorts: ['relevance', 'newest', 'price', '-price'],
    term: { days: 30, longDays: 60, longCategories: ['cars'] },
    text: {
      listHeading: 'products_heading',
      listSubtitle: 'products_subtitle',
      back: 'back_to_products',
      owner: 'seller',
      others: 'seller_listings',
      similar: 'recommended',
      mineTitle: 'my_products_title',
      mineEmpty: 'my_products_empty',
      add: 'add_product',
      createTitle: 'new_product_title',
      createSubtitle: 'new_product_subtitle',
      editTitle: 'edit_product_title',
      noPlace: 'location_info_error',
      found: 'products_found',
      titleRequired: 'title_required_message',
      descriptionRequired: 'desc_required_message',
      categoryRequired: 'category_required_message',
      createFailed: 'errorCreatingProduct',
      updateFailed: 'product_update_failed',
      noImage: 'at_least_one_image_required',
      titleLabel: 'field_title',
      titleHint: 'field_title_hint',
      descriptionTooLong: 'description_too_long',
      creating: 'publishing',
      saving: 'saving',
    },
    messageText: 'message_seller',
    flash: { created: 'productCreatedSuccess', updated: 'product_updated_success' },
    testIds: { title: 'product-title', text: 'product-description' },
  },
  service: {
    kind: 'service',
    plural: 'services',
    letter: 's',
    icon: 'wrench',
    paths: { list: '/service', detail: '/service', mine: '/my-services', create: '/new-service', afterCreate: '/service', afterDelete: '/service' },
    api: { listings: '/api/services/api/services', comments: '/api/services/api/comments', search: 'service_name' },
    fields: { title: 'name', listingId: 'service_id', liked: 'liked_services' },
    formFields: ['name', 'description', 'category_id'],
    has: { price: false, condition: false, likesOnMine: false, editInPlace: true, safeDeal: false },
    limits: { titleMax: 120, descriptionMax: 500, pageSizes: [10, 20, 50], cardsPerRow: 5, images: MAX_LISTING_IMAGES },
    sorts: ['relevance', 'newest'],
    term: { days: 60, longDays: 60, longCategories: [] },
    text: {
      listHeading: 'services_heading',
      listSubtitle: 'services_subtitle',
      back: 'back_to_services',
      owner: 'provider',
      others: 'provider_listings',
      similar: 'recommended_services',
      mineTitle: 'my_services_title',
      mineEmpty: 'my_services_empty',
      add: 'add_service',
      createTitle: 'new_service_title',
      createSubtitle: 'new_service_subtitle',
      editTitle: 'edit_service_title',
      noPlace: 'locationMissing',
      found: 'services_found',
      titleRequired: 'nameRequired',
      descriptionRequired: 'descriptionRequired',
      categoryRequired: 'categoryRequired',
      createFailed: 'errorCreatingService',
      updateFailed: 'service_update_error',
      noImage: 'at_least_one_image_required',
      titleLabel: 'field_name',
      titleHint: 'field_name_hint',
      descriptionTooLong: 'service_description_too_long',
      creating: 'creating',
      saving: 'updating',
    },
    messageText: 'message_provider',
    flash: { created: 'serviceCreatedSuccess', updated: 'service_update_succes' },
    testIds: { title: 'service-name', text: 'service-description' },
  },
  real_estate: {
    kind: 'real_estate',
    plural: 'real-estate',
    letter: 'r',
    icon: 'building-2',
    paths: {
      list: '/real-estate',
      detail: '/real-estate',
      mine: '/my-real-estate',
      create: '/new-real-estate',
      afterCreate: '/my-real-estate',
      afterDelete: '/my-real-estate',
    },
    // No comments: a flat's questions (is it still free, are the papers in order, when to see it) go to the owner in chat (issue 38).
    api: { listings: '/api/real-estate/api/real-estate', comments: null, search: 'title' },
    fields: { title: 'title', listingId: 'real_estate_id', liked: 'liked_real_estate' },
    formFields: [
      'title',
      'description',
      'property_type',
      'deal',
      'price',
      'currency',
      'rooms',
      'area',
      'land_sotix',
      'floor',
      'floors',
      'material',
      'new_building',
      'repair',
      'furnished',
      'seller_type',
      'commission',
      'landmark',
    ],
    form: REAL_ESTATE_FORM,
    has: { price: true, condition: false, likesOnMine: true, editInPlace: false, safeDeal: false },
    limits: { titleMax: 120, descriptionMax: 5000, pageSizes: [12, 24, 48], cardsPerRow: 4, images: REAL_ESTATE_LIMITS.images },
    sorts: ['relevance', 'newest', 'price', '-price', 'price_m2'],
    filters: {
      ns: 'realestate',
      words: realEstateFilterWords,
      read: readRealEstateFilters,
      write: writeRealEstateFilters,
      narrows: narrowsRealEstate,
      boundsCurrency: (filters) => filters.currency ?? 'UZS',
      meets: meetsRealEstate,
    },
    // A flat sells or lets in weeks, not days (OLX.uz and Uybor keep property ads up 30–60 days).
    term: { days: 60, longDays: 60, longCategories: [] },
    text: {
      listHeading: 'real_estate_heading',
      listSubtitle: 'real_estate_subtitle',
      back: 'back_to_real_estate',
      owner: 'seller',
      others: 'seller_listings',
      similar: 'similar_real_estate',
      mineTitle: 'my_real_estate_title',
      mineEmpty: 'my_real_estate_empty',
      add: 'add_real_estate',
      createTitle: 'new_real_estate_title',
      createSubtitle: 'new_real_estate_subtitle',
      editTitle: 'edit_real_estate_title',
      noPlace: 'location_info_error',
      found: 'real_estate_found',
      titleRequired: 'title_required_message',
      descriptionRequired: 'desc_required_message',
      categoryRequired: 'real_estate_type_required',
      createFailed: 'errorCreatingProduct',
      updateFailed: 'product_update_failed',
      noImage: 'at_least_one_image_required',
      titleLabel: 'field_title',
      titleHint: 'field_real_estate_title_hint',
      descriptionTooLong: 'description_too_long',
      creating: 'publishing',
      saving: 'saving',
    },
    messageText: 'message_seller',
    flash: { created: 'real_estate_created', updated: 'real_estate_updated' },
    testIds: { title: 'real-estate-title', text: 'real-estate-description' },
  },
} as const satisfies Record<ListingKind, ListingKindSpec & { kind: ListingKind }>;

/**
 * Whether a new listing offers the safe deal when its seller does not say (issue 39): goods priced
 * at `minPrice` (SAFE_DEAL_MIN_PRICE, so'm) or more; nothing of a kind without it. An edit keeps
 * what the listing offers unless the seller says otherwise (listings.service.ts).
 */
export function safeDealByDefault(kind: ListingKind, price: number | null | undefined, minPrice: number): boolean {
  return LISTING_KINDS[kind].has.safeDeal && price !== null && price !== undefined && price >= minPrice;
}

/** The days a listing of this kind and category stays up before it expires (and gains again when renewed). */
export function termDays(kind: ListingKind, categorySlug: string): number {
  const { term } = LISTING_KINDS[kind];
  return (term.longCategories as readonly string[]).includes(categorySlug) ? term.longDays : term.days;
}

/** A stored kind read back (a notice's data, a callback): `service` when it says so, else `product`. */
export const kindOf = (value: unknown): ListingKind => ((LISTING_KIND_NAMES as readonly unknown[]).includes(value) ? (value as ListingKind) : 'product');

/** The kind of a plural (`products`) or a letter (`p`), or null. */
export const kindByPlural = (plural: string): ListingKind | null => LISTING_KIND_NAMES.find((kind) => LISTING_KINDS[kind].plural === plural) ?? null;
export const kindByLetter = (letter: string): ListingKind | null => LISTING_KIND_NAMES.find((kind) => LISTING_KINDS[kind].letter === letter) ?? null;

/** A listing's page (unlocalized): its kind's `paths.detail` and its id. */
export const listingPath = (kind: ListingKind, id: number): string => `${LISTING_KINDS[kind].paths.detail}/${id}`;

/** A kind's API family and its field of liked ids, as the server hands them to islands (which do not load this table). */
export type ListingApiPaths = (typeof LISTING_KINDS)[ListingKind]['api'];
/** The API paths of a kind whose listings take comments. */
export type CommentedApiPaths = Extract<ListingApiPaths, { comments: string }>;
/** Whether a kind's listings take comments. */
export const takesComments = (kind: ListingKind): boolean => LISTING_KINDS[kind].api.comments !== null;
export type LikedField = ListingKindSpec['fields']['liked'];

/** A listing as the listing core reads it: the row with its category, place, owner and images. */
export interface ListingRecord {
  id: number;
  kind: ListingKind;
  title: string;
  description: string;
  price: number | null;
  condition: ProductCondition | null;
  inStock: boolean;
  likes: number;
  commentsCount: number;
  createdAt: string;
  updatedAt: string;
  category: Category;
  location: Location;
  images: Array<{ id: number; key: string }>;
  /** Its seller, with their score now (issue 24). */
  owner: { id: number; username: string; profileImage: string | null; location: Location | null; rating: Rating };
  /** Its life (lib/listing-states.ts). */
  status: ListingStatus;
  /** The sort date: the last raise, else `createdAt`. */
  listedAt: string;
  expiresAt: string;
  reservedFor: number | null;
  reservedUntil: string | null;
  soldTo: number | null;
  /** Why a moderator hid it (issue 23), shown to its owner only, and when they asked for another look (once). */
  hiddenReason: string | null;
  reviewAskedAt: string | null;
  /** The kind's own fields (real estate's), null for a kind without any. */
  own: KindOwnRecord | null;
  /** Whether it offers the safe deal (issue 39): its seller's choice; never for a kind without it (`has.safeDeal`). */
  safeDeal: boolean;
}

/** Who is looking at a listing's answer: its buyers are shown to its seller and to that buyer only. */
export interface Viewer {
  userId?: number | undefined;
}

/** A listing's life as both kinds' API shapes carry it (lib/schemas/shapes.ts `lifecycleFields`). */
function lifecycleOf(record: ListingRecord, viewer: Viewer) {
  const sees = (buyer: number | null) => buyer !== null && viewer.userId !== undefined && (viewer.userId === record.owner.id || viewer.userId === buyer);
  return {
    status: record.status,
    reserved_for: sees(record.reservedFor) ? record.reservedFor : null,
    reserved_until: record.reservedUntil,
    sold_to: sees(record.soldTo) ? record.soldTo : null,
    expires_at: record.expiresAt,
    raised_at: raisedAt(record),
    hidden_reason: viewer.userId === record.owner.id ? record.hiddenReason : null,
  };
}

/** When a listing was raised: its sort date, when that is not its creation. */
export const raisedAt = (record: Pick<ListingRecord, 'listedAt' | 'createdAt'>): string | null =>
  record.listedAt === record.createdAt ? null : record.listedAt;

/** Public addresses of stored files (server/media/). */
export interface MediaUrls {
  url(key: string): string;
}

/** Listing records as the API shapes them (spec/API.md "Shapes"): one place per entity. */
export function toImage(image: { id: number; key: string }, media: MediaUrls): ListingImage {
  return { id: image.id, image: media.url(image.key), thumbnail: media.url(thumbKey(image.key)) };
}

export function toUserRef(owner: ListingRecord['owner'], media: MediaUrls): UserRef {
  return {
    id: owner.id,
    username: owner.username,
    profile_image: {
      image: owner.profileImage ? media.url(owner.profileImage) : null,
      thumbnail: owner.profileImage ? media.url(thumbKey(owner.profileImage)) : null,
    },
    location: owner.location,
  };
}

export function toProduct(record: ListingRecord, media: MediaUrls, viewer: Viewer = {}): Product {
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    // A product always has both (listings_product_fields check in the migration).
    price: record.price!,
    currency: 'Sum',
    condition: record.condition!,
    in_stock: record.inStock,
    safe_deal: record.safeDeal,
    category: record.category,
    images: record.images.map((image) => toImage(image, media)),
    location: record.location,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
    rating: record.owner.rating.score,
    seller_rating: record.owner.rating,
    likes: record.likes,
    userName: toUserRef(record.owner, media),
    ...lifecycleOf(record, viewer),
  };
}

/** What a service's and a property's shapes say after their own fields (lib/schemas/shapes.ts `listingTail`). */
function tailOf(record: ListingRecord, media: MediaUrls, viewer: Viewer) {
  return {
    category: record.category,
    images: record.images.map((image) => toImage(image, media)),
    location: record.location,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
    likes: record.likes,
    comments_count: record.commentsCount,
    rating: record.owner.rating.score,
    seller_rating: record.owner.rating,
    userName: toUserRef(record.owner, media),
    ...lifecycleOf(record, viewer),
  };
}

export function toService(record: ListingRecord, media: MediaUrls, viewer: Viewer = {}): Service {
  return {
    id: record.id,
    name: record.title,
    description: record.description,
    ...tailOf(record, media, viewer),
  };
}

/**
 * A real-estate listing (issue 38): the core's fields, its own (lib/real-estate.ts), and the price
 * as entered with the other currency and the price per m² at the day's rate.
 */
export function toRealEstate(record: ListingRecord, media: MediaUrls, viewer: Viewer = {}): RealEstate {
  // A real-estate listing always has its row (the listing core writes both in one transaction).
  const { fields, rate } = record.own!;
  const view = priceView(fields, rate);
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    property_type: record.category.slug as RealEstate['property_type'],
    deal: fields.deal,
    rooms: fields.rooms,
    area: fields.areaDm2 === null ? null : fields.areaDm2 / 100,
    land_sotix: fields.landM2 === null ? null : fields.landM2 / 100,
    floor: fields.floor,
    floors: fields.floors,
    material: fields.material,
    new_building: fields.newBuilding,
    repair: fields.repair,
    furnished: fields.furnished,
    seller_type: fields.sellerType,
    commission: fields.commissionPermille === null ? null : fields.commissionPermille / 10,
    landmark: fields.landmark,
    price: view.amount,
    currency: view.currency,
    price_uzs: view.som,
    price_usd: view.usd,
    price_per_m2_uzs: view.somPerM2,
    price_per_m2_usd: view.usdPerM2,
    rate_date: view.rateDate,
    ...tailOf(record, media, viewer),
  };
}

/** A listing of any kind in its kind's API shape. */
export type Listing = Product | Service | RealEstate;
const SHAPES: { [K in ListingKind]: (record: ListingRecord, media: MediaUrls, viewer: Viewer) => Listing } = {
  product: toProduct,
  service: toService,
  real_estate: toRealEstate,
};
export function shapeListing(record: ListingRecord & { kind: 'product' }, media: MediaUrls, viewer?: Viewer): Product;
export function shapeListing(record: ListingRecord & { kind: 'service' }, media: MediaUrls, viewer?: Viewer): Service;
export function shapeListing(record: ListingRecord & { kind: 'real_estate' }, media: MediaUrls, viewer?: Viewer): RealEstate;
export function shapeListing(record: ListingRecord, media: MediaUrls, viewer?: Viewer): Listing;
export function shapeListing(record: ListingRecord, media: MediaUrls, viewer: Viewer = {}): Listing {
  return SHAPES[record.kind](record, media, viewer);
}

/** The kind of a listing's API shape: each kind's shape has a field of its own (a property its type, goods their condition). */
export const kindOfListing = (listing: Listing): ListingKind => ('property_type' in listing ? 'real_estate' : 'condition' in listing ? 'product' : 'service');

/** A listing's title, whichever field its kind names it by. */
export const listingTitle = (listing: Listing): string => ('title' in listing ? listing.title : listing.name);
