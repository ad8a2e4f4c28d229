import type { RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { jsonAnswer } from './contract.ts';

const database = z.enum(['sqlite', 'postgres']);

export const health = {
  method: 'get',
  path: '/health',
  tags: ['System'],
  summary: 'Whether the server and its database answer',
  responses: {
    200: jsonAnswer(z.object({ status: z.literal('ok'), database }), 'Up.'),
    503: jsonAnswer(
      z.object({ status: z.literal('error'), database, detail: z.string(), code: z.literal('database_unavailable') }),
      'The database does not answer.',
    ),
  },
} as const satisfies RouteConfig;
