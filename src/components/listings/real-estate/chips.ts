import type { Locale } from '../../../lib/locales.ts';
import type { RealEstateFilters } from '../../../lib/real-estate.ts';
import { formatDecimal } from '../../../lib/real-estate-format.ts';
import type { TFunction } from '../../../lib/i18n.ts';

/** The chips of the real-estate list's own filters (FilterBar's `ownChips`): what each says and what removing it clears. */
export function realEstateChips(
  filters: RealEstateFilters | undefined,
  locale: Locale,
  t: TFunction,
): Array<{ label: string; clear: Partial<RealEstateFilters> }> {
  if (!filters) return [];
  const chips: Array<{ label: string; clear: Partial<RealEstateFilters> } | false | undefined> = [
    filters.deal && { label: t(`deal_${filters.deal}`), clear: { deal: undefined } },
    filters.rooms && {
      label: t('chip_rooms', { rooms: filters.rooms.map((room) => (room >= 4 ? '4+' : String(room))).join(', ') }),
      clear: { rooms: undefined },
    },
    filters.areaMin !== undefined && { label: t('chip_area_from', { area: formatDecimal(filters.areaMin, locale) }), clear: { areaMin: undefined } },
    filters.areaMax !== undefined && { label: t('chip_area_to', { area: formatDecimal(filters.areaMax, locale) }), clear: { areaMax: undefined } },
    filters.notFirstFloor && { label: t('filter_not_first'), clear: { notFirstFloor: undefined } },
    filters.notLastFloor && { label: t('filter_not_last'), clear: { notLastFloor: undefined } },
    filters.newBuilding && { label: t('filter_new_building'), clear: { newBuilding: undefined } },
    filters.furnished && { label: t('filter_furnished'), clear: { furnished: undefined } },
    filters.ownerOnly && { label: t('filter_owner'), clear: { ownerOnly: undefined } },
  ];
  return chips.filter((chip): chip is { label: string; clear: Partial<RealEstateFilters> } => Boolean(chip));
}
