import { listingWordKeys, type SearchDictionary } from '../../lib/listing-words.ts';
import type { SearchKeysRepository } from './search-keys.repository.ts';

/** Listings re-keyed per transaction. */
const BATCH = 500;

/**
 * Re-keys the listings when the search dictionary changes (issue 36, item 2): the job walks every
 * listing by id in batches, each its own transaction, and rewrites the word keys that the new
 * dictionary makes differently (lib/listing-words.ts), so that the word index follows without
 * downtime: searches go on meanwhile, and a listing not yet re-keyed is found by its old keys.
 * Several instances may run it at once: the cursor moves once per batch.
 */
export function createSearchKeysService(deps: { repository: SearchKeysRepository; dictionary: SearchDictionary }) {
  const { repository, dictionary } = deps;
  return {
    /**
     * Re-keys while `more()` allows (a job's time budget) and there is something left; says
     * whether it got to the end (`done`) and how many listings it read and changed.
     */
    async runDue(more: () => boolean = () => true, batch = BATCH): Promise<{ read: number; changed: number; done: boolean }> {
      let state = await repository.state();
      if (state.version === dictionary.version) return { read: 0, changed: 0, done: true };
      if (state.target !== dictionary.version) {
        await repository.begin(dictionary.version, state);
        state = await repository.state();
        if (state.target !== dictionary.version) return { read: 0, changed: 0, done: false };
      }
      let { cursor } = state;
      let read = 0;
      let changed = 0;
      while (more()) {
        const step = await repository.rekeyBatch(cursor, batch, (listing) => listingWordKeys(listing.title, listing.description, dictionary));
        if (step.read === 0) {
          await repository.finish(dictionary.version);
          return { read, changed, done: true };
        }
        if (step.moved) {
          read += step.read;
          changed += step.changed;
        }
        // Past this batch, or (another instance took it) where that one left the cursor.
        cursor = (await repository.state()).cursor;
      }
      return { read, changed, done: false };
    },
  };
}

export type SearchKeysService = ReturnType<typeof createSearchKeysService>;
