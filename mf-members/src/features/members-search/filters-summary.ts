// The active filters in a few words ("Woman · United Kingdom · 25–40 · +2"), for the collapsed filter bar on a
// phone: a member sees what the results are filtered by without opening the form.
import type { SearchFilters } from '@dating/shared';

export interface SummaryLabels {
  gender(value: string): string;
  country(code: string): string;
  ageRange(min: number | undefined, max: number | undefined): string;
  more(count: number): string;
}

export function filtersSummary(filters: SearchFilters, labels: SummaryLabels): string[] {
  const parts: string[] = [];
  if (filters.gender) parts.push(labels.gender(filters.gender));
  if (filters.countryregion) parts.push(filters.countryregion);
  else if (filters.country) parts.push(labels.country(filters.country));
  if (filters.min_age !== undefined || filters.max_age !== undefined) {
    parts.push(labels.ageRange(filters.min_age, filters.max_age));
  }
  const others = [
    filters.hair_color,
    filters.eye_color,
    filters.body_type,
    filters.relationship_status,
    filters.tattoos,
  ].filter(Boolean).length;
  const interests = filters.interests?.length ? 1 : 0;
  if (others + interests > 0) parts.push(labels.more(others + interests));
  return parts;
}
