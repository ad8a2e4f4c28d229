import type { RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorAnswers, jsonAnswer } from './contract.ts';
import { District, Location, Region } from './shapes.ts';

/** Regions and districts (spec/API.md "Accounts"): reference data, the same for everyone. */

export const listRegions = {
  method: 'get',
  path: '/accounts/regions',
  tags: ['Locations'],
  summary: 'Regions with the names of their districts',
  responses: { 200: jsonAnswer(z.object({ regions: z.array(Region) }), 'The 14 regions, public for a day.') },
} as const satisfies RouteConfig;

export const listDistricts = {
  method: 'get',
  path: '/accounts/districts/{region}',
  tags: ['Locations'],
  summary: 'The districts of a region',
  request: {
    params: z.object({ region: z.string().meta({ description: 'The region’s id or its name in any of the three languages.', example: 'Toshkent shahri' }) }),
  },
  responses: {
    200: jsonAnswer(z.object({ districts: z.array(District) }), 'Its districts; each `id` is a location id.'),
    ...errorAnswers(404),
  },
} as const satisfies RouteConfig;

export const listLocations = {
  method: 'get',
  path: '/accounts/all-location',
  tags: ['Locations'],
  summary: 'Every district as a location',
  responses: { 200: jsonAnswer(z.array(Location), 'One row per district.') },
} as const satisfies RouteConfig;
