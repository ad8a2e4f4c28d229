import type { ListingImage, Product, Service, UserRef } from '../../lib/schemas/shapes.ts';
import { thumbKey } from '../media/images.ts';
import type { MediaStore } from '../media/media-store.ts';
import type { ListingRecord } from './listings.service.ts';

/** Listing records as the API shapes them (spec/API.md "Shapes"): one place per entity. */
export function toImage(image: { id: number; key: string }, media: MediaStore): ListingImage {
  return { id: image.id, image: media.url(image.key), thumbnail: media.url(thumbKey(image.key)) };
}

export function toUserRef(owner: ListingRecord['owner'], media: MediaStore): UserRef {
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

export function toProduct(record: ListingRecord, media: MediaStore): Product {
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    // A product always has both (listings_product_fields check in the migration).
    price: record.price!,
    currency: 'Sum',
    condition: record.condition!,
    in_stock: record.inStock,
    category: record.category,
    images: record.images.map((image) => toImage(image, media)),
    location: record.location,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
    rating: null,
    likes: record.likes,
    userName: toUserRef(record.owner, media),
  };
}

export function toService(record: ListingRecord, media: MediaStore): Service {
  return {
    id: record.id,
    name: record.title,
    description: record.description,
    category: record.category,
    images: record.images.map((image) => toImage(image, media)),
    location: record.location,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
    likes: record.likes,
    comments_count: record.commentsCount,
    userName: toUserRef(record.owner, media),
  };
}
