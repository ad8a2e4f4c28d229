import type { Location } from './locations.ts';

/** Listing shapes of the API (spec/API.md "Shapes"), shared by the server and the islands. */

export interface Category {
  id: number;
  slug: string;
  name_uz: string;
  name_ru: string;
  name_en: string;
}

/** `image`: the large WebP (≤ 1600 px); `thumbnail`: ≤ 400 px, for cards. */
export interface ListingImage {
  id: number;
  image: string;
  thumbnail: string;
}

export interface UserRef {
  id: number;
  username: string;
  profile_image: { image: string | null; thumbnail: string | null };
  location: Location | null;
}

export interface Product {
  id: number;
  title: string;
  description: string;
  /** Whole so'm. */
  price: number;
  currency: 'Sum';
  condition: 'new' | 'used';
  in_stock: boolean;
  category: Category;
  images: ListingImage[];
  location: Location;
  created_at: string;
  updated_at: string;
  /** There are no ratings yet: always null (the field is part of the contract). */
  rating: number | null;
  /** How many people like it. */
  likes: number;
  userName: UserRef;
}

export interface Service {
  id: number;
  name: string;
  description: string;
  category: Category;
  images: ListingImage[];
  location: Location;
  created_at: string;
  updated_at: string;
  likes: number;
  comments_count: number;
  userName: UserRef;
}

export interface ProductDetail {
  product: Product;
  recommended_products: Product[];
}

/** A page of a list: `next`/`previous` are absolute URLs or null. */
export interface Page<T> {
  count: number;
  /** Beyond spec/API.md: true when there are more matches than `count` (a search counts its newest 1000). */
  count_capped: boolean;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface LikeResult {
  liked: boolean;
  likes: number;
}

/** A comment on a listing: `service_id` on services, `product_id` on products (spec/API.md "Shapes"). */
export interface Comment {
  id: number;
  text: string;
  service_id?: number;
  product_id?: number;
  created_at: string;
  updated_at: string;
  likes: number;
  replies_count: number;
  user: UserRef;
}

/** A reply to a comment (one level deep). */
export interface Reply {
  id: number;
  text: string;
  created_at: string;
  updated_at: string;
  likes: number;
  user: UserRef;
}
