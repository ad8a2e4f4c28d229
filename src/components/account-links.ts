import type { TFunction } from '../lib/i18n.ts';

/** The signed-in user's pages, in the order the account menus list them (SPEC.md "Shell"). */
export function accountLinks(t: TFunction) {
  return [
    { path: '/myprofile', label: t('my_profile') },
    { path: '/my-services', label: t('my_services') },
    { path: '/my-products', label: t('my_products') },
    { path: '/saved-searches', label: t('my_saved_searches') },
  ];
}
