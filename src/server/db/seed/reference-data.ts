import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../schema.ts';
import categoriesJson from './categories.json';
import locationsJson from './uz-locations.json';

/**
 * Reference data copied from ../shared/data (see SOURCES.md there): 14 regions with 206
 * districts, 20 product and 20 service categories, and real estate's 4 (the property types). Upserted by SOATO code / slug, so running it
 * again changes nothing and corrections to names land on the next start.
 */
const Names = z.object({ name_uz: z.string().min(1), name_ru: z.string().min(1), name_en: z.string().min(1) });
const RegionsFile = z.array(Names.extend({ code: z.string().regex(/^\d{4}$/), districts: z.array(Names.extend({ code: z.string().regex(/^\d{7}$/) })) }));
const CategoriesFile = z.object({
  products: z.array(Names.extend({ slug: z.string().min(1) })),
  services: z.array(Names.extend({ slug: z.string().min(1) })),
  real_estate: z.array(Names.extend({ slug: z.string().min(1) })),
});

export async function seedReferenceData(db: Kysely<DB>): Promise<void> {
  const regions = RegionsFile.parse(locationsJson);
  const categories = CategoriesFile.parse(categoriesJson);

  await db.transaction().execute(async (trx) => {
    for (const region of regions) {
      const { id: regionId } = await trx
        .insertInto('regions')
        .values({ soato: region.code, name_uz: region.name_uz, name_ru: region.name_ru, name_en: region.name_en })
        .onConflict((oc) =>
          oc.column('soato').doUpdateSet((eb) => ({
            name_uz: eb.ref('excluded.name_uz'),
            name_ru: eb.ref('excluded.name_ru'),
            name_en: eb.ref('excluded.name_en'),
          })),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('locations')
        .values(
          region.districts.map((district) => ({
            region_id: regionId,
            soato: district.code,
            district: district.name_uz,
            district_ru: district.name_ru,
            district_en: district.name_en,
          })),
        )
        .onConflict((oc) =>
          oc.column('soato').doUpdateSet((eb) => ({
            region_id: eb.ref('excluded.region_id'),
            district: eb.ref('excluded.district'),
            district_ru: eb.ref('excluded.district_ru'),
            district_en: eb.ref('excluded.district_en'),
          })),
        )
        .execute();
    }

    const rows = [
      ...categories.products.map((c, position) => ({ ...c, kind: 'product' as const, position })),
      ...categories.services.map((c, position) => ({ ...c, kind: 'service' as const, position })),
      // Real estate's categories are the property's types (lib/real-estate.ts PROPERTY_TYPES).
      ...categories.real_estate.map((c, position) => ({ ...c, kind: 'real_estate' as const, position })),
    ];
    await trx
      .insertInto('categories')
      .values(rows)
      .onConflict((oc) =>
        oc.column('slug').doUpdateSet((eb) => ({
          kind: eb.ref('excluded.kind'),
          position: eb.ref('excluded.position'),
          name_uz: eb.ref('excluded.name_uz'),
          name_ru: eb.ref('excluded.name_ru'),
          name_en: eb.ref('excluded.name_en'),
        })),
      )
      .execute();
  });
}
