// The frame every section of a site's console page shares: a labelled section with its heading and intro,
// and a list read from the server with its loading, error and empty states.
import type { Theme } from '@emotion/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CSSObject } from '@emotion/react';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, Spinner } from '@dating/shared';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';

export function SiteSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3] })}>
      <h2 id={id} css={{ margin: 0 }}>
        {title}
      </h2>
      {intro && <p css={{ margin: 0 }}>{intro}</p>}
      {children}
    </section>
  );
}

export function ServerList<Answer, Item>({
  query,
  items,
  itemKey,
  loading,
  empty,
  label,
  layout,
  children,
}: {
  query: UseQueryResult<Answer>;
  items: (answer: Answer) => readonly Item[];
  itemKey: (item: Item) => string | number;
  loading: string;
  empty: string;
  /** The list's accessible name, where the section holds more than this list. */
  label?: string;
  layout?: CSSObject;
  children: (item: Item) => ReactNode;
}) {
  const staffError = useStaffErrorMessage();
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError)
    return (
      <ErrorState
        error={query.error}
        message={staffError(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  const list = items(query.data);
  if (list.length === 0) return <EmptyState title={empty} />;
  return (
    <ul
      aria-label={label}
      css={(theme: Theme) => ({
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: theme.space[2],
        ...layout,
      })}
    >
      {list.map((item) => (
        <li key={itemKey(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}
