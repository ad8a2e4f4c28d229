import { listingWordKeys, type SearchDictionary } from '../../lib/listing-words.ts';
import type { SearchKeysRepository } from './search-keys.repository.ts';
import { wholeRun, type JobRun } from '../jobs/job-run.ts';

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
     * Re-keys a slice's worth (jobs/job-run.ts: batches while the slice has time left); says
     * whether it got to the end (`more` false) and how many listings it read and changed.
     */
    async runDue(run: JobRun = wholeRun(), batch = BATCH): Promise<{ read: number; changed: number; more: boolean }> {
      let state = await repository.state();
      if (state.version === dictionary.version) return { read: 0, changed: 0, more: false };
      if (state.target !== dictionary.version) {
        await repository.begin(dictionary.version, state);
        state = await repository.state();
        if (state.target !== dictionary.version) return { read: 0, changed: 0, more: true };
      }
      let { cursor } = state;
      let read = 0;
      let changed = 0;
      do {
        const step = await repository.rekeyBatch(cursor, batch, (listing) => listingWordKeys(listing.title, listing.description, dictionary));
        if (step.read === 0) {
          await repository.finish(dictionary.version);
          return { read, changed, more: false };
        }
        if (step.moved) {
          read += step.read;
          changed += step.changed;
        }
        cursor = step.cursor;
      } while (await run.next());
      return { read, changed, more: true };
    },
  };
}

export type SearchKeysService = ReturnType<typeof createSearchKeysService>;
