import type { Ratings } from '../reviews/ratings.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { Clock } from '../clock.ts';
import type { CommentsService } from '../comments/comments.service.ts';
import type { Database } from '../db/database.ts';
import type { ListingsService } from '../listings/listings.service.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import type { MediaStore } from '../media/media-store.ts';
import type { PageInvalidation } from '../page-cache/invalidation.ts';
import type { ContentScreen } from '../moderation/content-screen.ts';
import type { ModerationService } from '../moderation/moderation.service.ts';
import type { Notifier } from '../notices/notifier.ts';

/** What filling the demo needs (demo-data.ts and its parts). */
export interface DemoDeps {
  database: Database;
  media: MediaStore;
  clock: Clock;
  /** `moderation.screen`: the demo's listings and comments are screened as anyone's are (issue 23), so a few wait in the queue. */
  services: {
    catalog: CatalogService;
    locations: LocationsService;
    listings: ListingsService;
    comments: CommentsService;
    pages: PageInvalidation;
    moderation: { screen: ContentScreen } & Pick<ModerationService, 'setRole' | 'report'>;
    ratings: Ratings;
    notifier: Notifier;
  };
}
