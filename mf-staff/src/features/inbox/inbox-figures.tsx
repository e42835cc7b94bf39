// The inbox's figures for operators and their leads: per site what waits and how fast it was answered in
// the last 24 hours, and the same per operator.
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { InboxFigures as Figures } from '@dating/shared/contract';
import { formatAge } from '../dashboard/format-age';
import { figuresKey, getInboxFigures } from './inbox-calls';

const REFRESH_MS = 60_000;

export function InboxFigures() {
  const intl = useIntl();
  const figures = useQuery({
    queryKey: figuresKey,
    queryFn: ({ signal }) => getInboxFigures(signal),
    refetchInterval: REFRESH_MS,
  });
  if (!figures.data) return null;
  const seconds = (value: number | null) => (value === null ? '–' : formatAge(intl, value));
  const head = (id: string) => <th scope="col">{intl.formatMessage({ id })}</th>;
  const row = (
    label: string,
    f: Figures['operators'][number],
    extra?: { waiting: number; oldest: number | null },
  ) => (
    <>
      <th scope="row">{label}</th>
      {extra && <td>{extra.waiting}</td>}
      {extra && <td>{seconds(extra.oldest)}</td>}
      <td>{f.answersLastHour}</td>
      <td>{f.answers24h}</td>
      <td>{seconds(f.medianFirstAnswerSeconds)}</td>
      <td>{seconds(f.p90FirstAnswerSeconds)}</td>
    </>
  );
  return (
    <section aria-labelledby="inbox-figures-heading" css={{ overflowX: 'auto' }}>
      <h2 id="inbox-figures-heading">{intl.formatMessage({ id: 'staff.inbox.figures' })}</h2>
      <table>
        <thead>
          <tr>
            {head('staff.inbox.figureSite')}
            {head('staff.inbox.figureWaiting')}
            {head('staff.inbox.figureOldest')}
            {head('staff.inbox.figureLastHour')}
            {head('staff.inbox.figureDay')}
            {head('staff.inbox.figureMedian')}
            {head('staff.inbox.figureP90')}
          </tr>
        </thead>
        <tbody>
          {figures.data.sites.map((site) => (
            <tr key={site.siteId}>
              {row(
                site.name,
                { ...site, staffId: site.siteId },
                { waiting: site.waiting, oldest: site.oldestWaitSeconds },
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {figures.data.operators.length > 0 && (
        <table>
          <thead>
            <tr>
              {head('staff.inbox.figureOperator')}
              {head('staff.inbox.figureLastHour')}
              {head('staff.inbox.figureDay')}
              {head('staff.inbox.figureMedian')}
              {head('staff.inbox.figureP90')}
            </tr>
          </thead>
          <tbody>
            {figures.data.operators.map((operator) => (
              <tr key={operator.staffId}>{row(operator.name, operator)}</tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
