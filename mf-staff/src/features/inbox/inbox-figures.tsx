// @feature-public: other features import this module (docs/conventions.md, Layout).
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
  return (
    // Focusable: on a phone the tables scroll sideways, which a keyboard can do only in a focused element.
    <section aria-labelledby="inbox-figures-heading" tabIndex={0} css={{ overflowX: 'auto' }}>
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
              <th scope="row">{site.name}</th>
              <td>{site.waiting}</td>
              <td>{seconds(site.oldestWaitSeconds)}</td>
              <td>{site.answersLastHour}</td>
              <td>{site.answers24h}</td>
              <td>{seconds(site.medianFirstAnswerSeconds)}</td>
              <td>{seconds(site.p90FirstAnswerSeconds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <OperatorFigures operators={figures.data.operators} />
    </section>
  );
}

/** Per operator, in the last hour and 24 hours (also on the dashboard); nothing while no one answered. */
export function OperatorFigures({ operators }: { operators: Figures['operators'] }) {
  const intl = useIntl();
  if (operators.length === 0) return null;
  const seconds = (value: number | null) => (value === null ? '–' : formatAge(intl, value));
  const head = (id: string) => <th scope="col">{intl.formatMessage({ id })}</th>;
  return (
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
        {operators.map((operator) => (
          <tr key={operator.staffId}>
            <th scope="row">{operator.name}</th>
            <td>{operator.answersLastHour}</td>
            <td>{operator.answers24h}</td>
            <td>{seconds(operator.medianFirstAnswerSeconds)}</td>
            <td>{seconds(operator.p90FirstAnswerSeconds)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
