import { describe, expect, it } from 'vitest';
import { judge, summarize, type Judgement } from '../../src/lib/relevance-metrics.ts';

const judgement = (expected: string[], klass = 'ru'): Judgement => ({ query: 'q', kind: 'product', class: klass, lang: 'ru', expected });

describe('relevance measures', () => {
  it('count the expected titles the first page shows, and the rank of the first of them', () => {
    expect(judge(judgement(['a', 'b']), ['x', 'b', 'a'])).toMatchObject({ recall: 1, reciprocalRank: 0.5, missing: [] });
    expect(judge(judgement(['a', 'b', 'c', 'd']), ['a', 'x', 'c'])).toMatchObject({ recall: 0.5, reciprocalRank: 1, missing: ['b', 'd'] });
    expect(judge(judgement(['a']), ['x', 'y'])).toMatchObject({ recall: 0, reciprocalRank: 0, missing: ['a'] });
  });

  it('average over all queries and per class', () => {
    const summary = summarize([judge(judgement(['a'], 'ru'), ['a']), judge(judgement(['a'], 'typo'), ['x', 'a']), judge(judgement(['a'], 'typo'), [])]);
    expect(summary.queries).toBe(3);
    expect(summary.recall).toBeCloseTo(2 / 3);
    expect(summary.mrr).toBeCloseTo(0.5);
    expect(summary.byClass.typo).toEqual({ recall: 0.5, mrr: 0.25, queries: 2 });
  });
});
