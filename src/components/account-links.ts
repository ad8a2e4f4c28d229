import { LISTING_KINDS } from '../lib/listing-kinds.ts';
import type { TFunction } from '../lib/i18n.ts';

/** The signed-in user's pages, in the order the account menus list them (SPEC.md "Shell"). */
export function accountLinks(t: TFunction) {
  return [
    { path: '/myprofile', label: t('my_profile') },
    { path: LISTING_KINDS.service.paths.mine, label: t('my_services') },
    { path: LISTING_KINDS.product.paths.mine, label: t('my_products') },
    { path: LISTING_KINDS.real_estate.paths.mine, label: t('my_real_estate') },
    { path: '/deals', label: t('my_deals') },
    { path: '/saved-searches', label: t('my_saved_searches') },
  ];
}
