// One entry of the audit log: when, what (in words, its code beside it), who, and what the action changed:
// a member search what was asked, any other action the fields it wrote before and after, folded away so
// the log stays a list to scan.
import type { Theme } from '@emotion/react';
import { useIntl, type IntlShape } from 'react-intl';
import { useFormatters } from '@dating/shared';
import type { StaffAuditEntry } from '@dating/shared/contract';
import { Fact, FactList } from '../../app/fact-list';
import { roleName } from '../staff-frame/staff-nav';
import { auditActionName } from './audit-actions';

/** The stored code beside the name: what a search by address or an engineer's query uses. */
const codeStyle = (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm });

export function AuditRow({ entry }: { entry: StaffAuditEntry }) {
  const intl = useIntl();
  const format = useFormatters();
  const search = memberSearchOf(entry);
  return (
    <article
      css={(theme: Theme) => ({
        background: theme.colors.surface,
        borderRadius: theme.radii.md,
        boxShadow: theme.shadows.sm,
        padding: theme.space[3],
        overflowWrap: 'anywhere',
      })}
    >
      <p css={{ margin: 0 }}>
        <time dateTime={entry.at}>{format.dateTime(entry.at)}</time> ·{' '}
        <strong>{auditActionName(intl, entry.action)}</strong> <code css={codeStyle}>{entry.action}</code>
        {entry.targetType && ` · ${entry.targetType}:${entry.targetId ?? ''}`}
      </p>
      <p css={{ margin: 0 }}>
        {entry.actor
          ? `${entry.actor.name} (${entry.actor.email})${entry.role && entry.role !== 'machine' ? ` · ${roleName(intl, entry.role)}` : ''}`
          : intl.formatMessage({
              id: entry.role === 'machine' ? 'staff.audit.machine' : 'staff.audit.system',
            })}
      </p>
      {search ? (
        <p css={{ margin: 0 }}>{intl.formatMessage({ id: 'staff.audit.searchDetails' }, search)}</p>
      ) : (
        <Changes before={entry.before} after={entry.after} />
      )}
      {entry.reason && (
        <p css={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {intl.formatMessage({ id: 'staff.audit.reason' }, { reason: entry.reason })}
        </p>
      )}
    </article>
  );
}

/** What a member search asked and found (its row's `after`, written by the API's auditMemberSearch). */
function memberSearchOf(entry: StaffAuditEntry): { query: string; found: number } | null {
  if (entry.action !== 'member.search') return null;
  const after = entry.after as { query?: unknown; found?: unknown } | null;
  if (typeof after?.query !== 'string' || typeof after.found !== 'number') return null;
  return { query: after.query, found: after.found };
}

/**
 * The fields an action wrote, by their stored names: a field that stayed the same (the country a change was
 * for) and each field of a thing created once, one that changed with its value before and after.
 */
function Changes({ before, after }: { before: unknown; after: unknown }) {
  const intl = useIntl();
  const fields = changedFields(before, after);
  if (fields.length === 0) return null;
  return (
    <details>
      <summary css={{ cursor: 'pointer' }}>{intl.formatMessage({ id: 'staff.audit.changes' })}</summary>
      <div css={(theme: Theme) => ({ marginTop: theme.space[2] })}>
        <FactList>
          {fields.map((field) => (
            <Fact key={field.name} label={<code css={codeStyle}>{field.name}</code>}>
              {field.plain
                ? shownValue(intl, field.hasBefore ? field.before : field.after)
                : [
                    field.hasBefore &&
                      intl.formatMessage(
                        { id: 'staff.audit.before' },
                        { value: shownValue(intl, field.before) },
                      ),
                    field.hasAfter &&
                      intl.formatMessage(
                        { id: 'staff.audit.after' },
                        { value: shownValue(intl, field.after) },
                      ),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
            </Fact>
          ))}
        </FactList>
      </div>
    </details>
  );
}

interface Field {
  name: string;
  before: unknown;
  after: unknown;
  hasBefore: boolean;
  hasAfter: boolean;
  /** Shown without "before"/"after": a field that stayed the same, or one of a thing that was created. */
  plain: boolean;
}

/** The fields of `before` and `after` (objects as the API writes them; another value is one field). */
function changedFields(before: unknown, after: unknown): Field[] {
  if (before == null && after == null) return [];
  const asRecord = (value: unknown): Record<string, unknown> | null =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  const beforeFields = asRecord(before) ?? (before == null ? {} : { value: before });
  const afterFields = asRecord(after) ?? (after == null ? {} : { value: after });
  const names = [...new Set([...Object.keys(beforeFields), ...Object.keys(afterFields)])];
  return names.map((name) => {
    const hasBefore = before != null && name in beforeFields;
    const hasAfter = after != null && name in afterFields;
    return {
      name,
      before: beforeFields[name],
      after: afterFields[name],
      hasBefore,
      hasAfter,
      plain:
        before == null ||
        (hasBefore && hasAfter && JSON.stringify(beforeFields[name]) === JSON.stringify(afterFields[name])),
    };
  });
}

/** A stored value as text: words and numbers as they are, an empty value named, a list or object as JSON. */
function shownValue(intl: IntlShape, value: unknown): string {
  if (value === null || value === undefined || value === '') {
    return intl.formatMessage({ id: 'staff.audit.emptyValue' });
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
