// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { MemberCardData } from '@dating/shared';

/** "Canterbury, Kent" or the country's name in the reader's language when no city is known. */
export function memberPlace(
  member: Pick<MemberCardData, 'city' | 'region' | 'country'>,
  locale: string,
): string {
  const parts = [member.city, member.region].filter((part): part is string => Boolean(part));
  if (parts.length) return [...new Set(parts)].join(', ');
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(member.country) ?? member.country;
  } catch {
    return member.country;
  }
}
