import { describe, expect, it } from 'vitest';
import { COMMENT_ERROR_TEXTS } from '../../src/islands/comments/comment-input.ts';
import { LIKE_BUTTON_TEXTS } from '../../src/islands/listings/LikeButton.tsx';
import { islandMessages } from '../../src/server/island-messages.ts';

describe('island messages', () => {
  it('are one object per language and namespaces, so islands rendered on the server build their i18next once', () => {
    expect(islandMessages('ru', ['comments', 'time'])).toBe(islandMessages('ru', ['comments', 'time']));
    expect(islandMessages('ru', ['comments', 'time'])).not.toBe(islandMessages('en', ['comments', 'time']));
  });

  it('carry only the texts an island uses of a large namespace, each of which exists in every language', () => {
    for (const locale of ['uz', 'ru', 'en'] as const) {
      const { resources } = islandMessages(locale, ['listings', 'errors'], { listings: LIKE_BUTTON_TEXTS, errors: COMMENT_ERROR_TEXTS });
      expect(Object.keys(resources.listings!).sort()).toEqual([...LIKE_BUTTON_TEXTS].sort());
      expect(Object.keys(resources.errors!).sort()).toEqual([...COMMENT_ERROR_TEXTS].sort());
    }
  });
});
