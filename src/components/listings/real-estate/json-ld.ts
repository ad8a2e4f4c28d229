import type { RealEstate } from '../../../lib/schemas/shapes.ts';
import type { Locale } from '../../../lib/locales.ts';
import { districtName, regionName } from '../../../lib/names.ts';

/** schema.org's type of what is offered, by the property's type. */
const ITEM_TYPES = { flat: 'Apartment', house: 'House', land: 'Place', commercial: 'Place' } as const;

/**
 * A property's JSON-LD (issue 38): an `Offer` (to sell, or to lease out) of an `Accommodation`
 * (a flat, a house) or a `Place` (land, premises), with its rooms, floor size, address and the
 * price as entered.
 */
export function realEstateJsonLd(
  listing: RealEstate,
  context: { url: string | null; images: string[]; locale: Locale; gone: boolean },
): Record<string, unknown> {
  const type = ITEM_TYPES[listing.property_type];
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: listing.title,
    description: listing.description,
    url: context.url,
    image: context.images,
    price: listing.price,
    priceCurrency: listing.currency,
    businessFunction: listing.deal === 'sale' ? 'http://purl.org/goodrelations/v1#Sell' : 'http://purl.org/goodrelations/v1#LeaseOut',
    availability: listing.status === 'sold' ? 'https://schema.org/SoldOut' : context.gone ? 'https://schema.org/Discontinued' : 'https://schema.org/InStock',
    seller: { '@type': listing.seller_type === 'agency' ? 'Organization' : 'Person', name: listing.userName.username },
    itemOffered: {
      '@type': type,
      name: listing.title,
      ...(listing.rooms !== null && type !== 'Place' && { numberOfRooms: listing.rooms }),
      ...(listing.area !== null && { floorSize: { '@type': 'QuantitativeValue', value: listing.area, unitCode: 'MTK' } }),
      address: {
        '@type': 'PostalAddress',
        addressCountry: 'UZ',
        addressRegion: regionName(listing.location, context.locale),
        addressLocality: districtName(listing.location, context.locale),
        ...(listing.landmark && { streetAddress: listing.landmark }),
      },
    },
  };
}
