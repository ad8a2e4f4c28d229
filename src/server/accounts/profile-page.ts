import type { AstroGlobal } from 'astro';
import { toProduct, toService } from '../../lib/listing-kinds.ts';
import { safeRedirectPath } from '../../lib/redirect.ts';
import type { Product, Service } from '../../lib/schemas/shapes.ts';
import { unblockPageForm } from '../chats/unblock-page-form.ts';
import { reportPageForm } from '../listings/listing-owner-forms.ts';
import { noticeSettingsForm } from '../notices/notice-settings-form.ts';
import { pageContext } from '../page-context.ts';
import { readPageForm } from '../page-forms.ts';
import type { Runtime } from '../runtime.ts';
import { telegramConnectState } from '../telegram/telegram-page.ts';

type Page = Pick<AstroGlobal, 'request' | 'url' | 'locals' | 'cookies' | 'redirect' | 'currentLocale'>;
type Services = Runtime['services'];

/** A section of the profile: its first three and how many there are in all. */
export interface ProfileSectionOf<T> {
  count: number;
  items: T[];
}

/** What /myprofile shows of the signed-in user beyond `locals.user`. */
export interface ProfilePageData {
  regions: Array<{ id: number; region: string; region_ru: string; region_en: string }>;
  /** The region of the user's place (the editor starts there), null without a place. */
  currentRegionId: number | null;
  ownProducts: ProfileSectionOf<Product>;
  ownServices: ProfileSectionOf<Service>;
  favouriteProducts: ProfileSectionOf<Product>;
  favouriteServices: ProfileSectionOf<Service>;
  myReports: Awaited<ReturnType<Services['moderation']['myReports']>>;
  blockedPeople: Awaited<ReturnType<Services['chats']['blocked']>>;
  reviewsDue: Awaited<ReturnType<Services['reviews']['due']>>;
  myReviews: Awaited<ReturnType<Services['reviews']['mine']>>;
  rating: NonNullable<ReturnType<Awaited<ReturnType<Services['ratings']>>['get']>>;
  noticeSettings: Awaited<ReturnType<Services['noticeSettings']['read']>>;
  /** The notification settings' Telegram part (null: no bot). */
  telegram: Awaited<ReturnType<typeof telegramConnectState>>;
  /** The clock's time when the page was read ("2 hours ago"). */
  now: number;
}

/**
 * /myprofile (guarded: the middleware has already sent signed-out visitors to /login?redirect=…).
 * Posts (issue 23): a report sent from a page that only reads (a seller's page), sent here and
 * then back there; an unblock from the block list; the notification settings (issue 25). A GET
 * reads the sections: SPEC.md "Profile", the first three of each; "see all" when there are more.
 */
export async function profilePage(page: Page, runtime: Pick<Runtime, 'services' | 'media' | 'clock' | 'config'>): Promise<ProfilePageData | Response> {
  const { services, media, clock, config } = runtime;
  const user = page.locals.user!;
  const { href } = pageContext(page);
  if (page.request.method === 'POST') {
    const form = await readPageForm(page, config);
    if (form instanceof Response) return form;
    const intent = form?.get('intent');
    if (form && intent === 'unblock') return unblockPageForm(page, config, services, user.id, form, `${href('/myprofile')}#blocked-people`);
    if (form && intent === 'notice_settings') return noticeSettingsForm(page, config, services, user.id, form, `${href('/myprofile')}#notifications`);
    if (!form || intent !== 'report') return new Response('Bad Request', { status: 400 });
    const returnTo = form.get('return_to');
    return reportPageForm(page, config, services, form, safeRedirectPath(typeof returnTo === 'string' ? returnTo : null, href('/myprofile')));
  }
  const regions = await services.locations.listRegions();
  const [ownProducts, ownServices, favouriteProducts, favouriteServices] = await Promise.all([
    services.listings.list({ kind: 'product', ownerId: user.id, order: 'newest', page: 1, pageSize: 3 }),
    services.listings.list({ kind: 'service', ownerId: user.id, order: 'newest', page: 1, pageSize: 3 }),
    services.likes.likedListings(user.id, 'product', 3),
    services.likes.likedListings(user.id, 'service', 3),
  ]);
  const [myReports, blockedPeople, reviewsDue, myReviews, ratings, noticeSettings, telegram] = await Promise.all([
    services.moderation.myReports(user.id),
    services.chats.blocked(user.id),
    services.reviews.due(user.id),
    services.reviews.mine(user.id),
    services.ratings([user.id]),
    services.noticeSettings.read(user.id),
    telegramConnectState(services, user.id),
  ]);
  const products = (found: Pick<typeof ownProducts, 'count' | 'records'>) => ({
    count: found.count,
    items: found.records.map((record) => toProduct(record, media)),
  });
  const servicesOf = (found: Pick<typeof ownServices, 'count' | 'records'>) => ({
    count: found.count,
    items: found.records.map((record) => toService(record, media)),
  });
  const now = clock().getTime();
  return {
    regions: regions.map(({ id, region, region_ru, region_en }) => ({ id, region, region_ru, region_en })),
    currentRegionId: user.location ? await services.locations.regionIdOf(user.location.id) : null,
    ownProducts: products(ownProducts),
    ownServices: servicesOf(ownServices),
    favouriteProducts: products(favouriteProducts),
    favouriteServices: servicesOf(favouriteServices),
    myReports,
    blockedPeople,
    reviewsDue,
    myReviews,
    rating: ratings.get(user.id)!,
    noticeSettings,
    telegram,
    now,
  };
}
