// What a queue item is about, shown in full so the moderator decides on the evidence itself: the photo, the
// reported profile, the reported messages, the complaint's text or the decision appealed against.
import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Link, useFormatters } from '@dating/shared';
import type { QueueEvidence, StaffMemberBrief } from '@dating/shared/contract';
import { complaintTopicName, decisionName, groundName, reportReasonName } from './decision-names';
import { Fact, FactList } from '../../app/fact-list';
import { MemberPhoto, PhotoRow } from '../../app/member-photo';
import { staffPath } from '../../app/staff-paths';

export function MemberRef({ member }: { member: StaffMemberBrief }) {
  return (
    <Link href={staffPath('staff-members-id', { id: member.id })}>
      {member.name} (#{member.id}, {member.email})
    </Link>
  );
}

/** The member a decision on this item falls on (the reported one, the photo's owner), or null. */
export function concernedMember(evidence: QueueEvidence): StaffMemberBrief | null {
  switch (evidence.kind) {
    case 'profileReport':
    case 'chatReport':
      return evidence.reported;
    default:
      return evidence.member;
  }
}

export function Evidence({ evidence }: { evidence: QueueEvidence }) {
  const intl = useIntl();
  const format = useFormatters();
  const t = (id: string) => intl.formatMessage({ id });
  switch (evidence.kind) {
    case 'photo':
      return (
        <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[2] })}>
          <MemberPhoto url={evidence.photoUrl} name={evidence.member.name} />
          <FactList>
            <Fact label={t('staff.queues.member')}>
              <MemberRef member={evidence.member} />
            </Fact>
          </FactList>
        </div>
      );
    case 'profileReport':
      return (
        <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[2] })}>
          <FactList>
            <Fact label={t('staff.queues.reportReason')}>{reportReasonName(intl, evidence.reason)}</Fact>
            {evidence.comment && <Fact label={t('staff.queues.reportComment')}>{evidence.comment}</Fact>}
            <Fact label={t('staff.queues.reported')}>
              <MemberRef member={evidence.reported} />
            </Fact>
            {evidence.reporter && (
              <Fact label={t('staff.queues.reporter')}>
                <MemberRef member={evidence.reporter} />
              </Fact>
            )}
            {evidence.reported.aboutMe && (
              <Fact label={t('staff.queues.aboutMe')}>{evidence.reported.aboutMe}</Fact>
            )}
          </FactList>
          {evidence.reported.photos.length > 0 && (
            <PhotoRow>
              {evidence.reported.photos.map((url) => (
                <li key={url}>
                  <MemberPhoto url={url} name={evidence.reported.name} width={96} />
                </li>
              ))}
            </PhotoRow>
          )}
        </div>
      );
    case 'chatReport':
      return (
        <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[2] })}>
          <FactList>
            <Fact label={t('staff.queues.reportReason')}>{reportReasonName(intl, evidence.reason)}</Fact>
            {evidence.comment && <Fact label={t('staff.queues.reportComment')}>{evidence.comment}</Fact>}
            {evidence.reported && (
              <Fact label={t('staff.queues.reported')}>
                <MemberRef member={evidence.reported} />
              </Fact>
            )}
            {evidence.reporter && (
              <Fact label={t('staff.queues.reporter')}>
                <MemberRef member={evidence.reporter} />
              </Fact>
            )}
          </FactList>
          <ol
            aria-label={t('staff.queues.messages')}
            css={(theme: Theme) => ({
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gap: theme.space[1],
            })}
          >
            {evidence.messages.map((message) => {
              const byReported = message.senderId === evidence.reported?.id;
              return (
                <li
                  key={message.id}
                  css={(theme: Theme) => ({
                    padding: theme.space[2],
                    borderRadius: theme.radii.md,
                    background: byReported ? theme.colors.dangerSurface : theme.colors.surfaceMuted,
                  })}
                >
                  <small>
                    {byReported ? t('staff.queues.byReported') : t('staff.queues.byReporter')} ·{' '}
                    <time dateTime={message.sentAt}>{format.dateTime(message.sentAt)}</time>
                  </small>
                  <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</p>
                </li>
              );
            })}
          </ol>
        </div>
      );
    case 'complaint':
      return (
        <FactList>
          <Fact label={t('staff.queues.reference')}>{evidence.reference}</Fact>
          <Fact label={t('staff.queues.complainant')}>
            {evidence.name} ({evidence.email})
          </Fact>
          {evidence.member && (
            <Fact label={t('staff.queues.member')}>
              <MemberRef member={evidence.member} />
            </Fact>
          )}
          <Fact label={t('staff.queues.topic')}>{complaintTopicName(intl, evidence.topic)}</Fact>
          <Fact label={t('staff.queues.text')}>{evidence.text}</Fact>
        </FactList>
      );
    case 'appeal':
      return (
        <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[2] })}>
          {evidence.photoUrl && <MemberPhoto url={evidence.photoUrl} name={evidence.member.name} />}
          <FactList>
            <Fact label={t('staff.queues.member')}>
              <MemberRef member={evidence.member} />
            </Fact>
            <Fact label={t('staff.queues.appealedDecision')}>
              {decisionName(intl, evidence.decision.kind)}
              {evidence.decision.ground && ` · ${groundName(intl, evidence.decision.ground)}`} ·{' '}
              <time dateTime={evidence.decision.decidedAt}>
                {format.dateTime(evidence.decision.decidedAt)}
              </time>
            </Fact>
            {evidence.decision.decidedBy && (
              <Fact label={t('staff.queues.decidedBy')}>{evidence.decision.decidedBy.name}</Fact>
            )}
            <Fact label={t('staff.queues.decisionReason')}>{evidence.decision.reason}</Fact>
            <Fact label={t('staff.queues.appealText')}>{evidence.text}</Fact>
          </FactList>
        </div>
      );
  }
}
