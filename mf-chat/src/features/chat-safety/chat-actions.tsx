// @feature-public: other features import this module (docs/conventions.md, Layout).
// What a member can do about the other one from the chat: report (with the chat as evidence) and block.
import type { Theme } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, getBus, navigate, pathFor, useErrorMessage, type ChatProfile } from '@dating/shared';
import { ConfirmDialog, ReportDialog } from '@dating/shared/dialog';
import { chatsQueryKey } from '../chat-list/api/get-chats';
import { blockMember } from './api/block-member';
import { reportChat } from './api/report-chat';

const toast = (text: string, variant: 'success' | 'info' | 'danger') =>
  getBus().publish('toast.show', { message: { text }, variant });

export function ChatActions({ conversationId, profile }: { conversationId: number; profile: ChatProfile }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [reporting, setReporting] = useState(false);
  const [confirmingBlock, setConfirmingBlock] = useState(false);

  const report = async (reason: Parameters<typeof reportChat>[0]['reason'], comment: string) => {
    try {
      await reportChat({ conversation_id: conversationId, reason, comment: comment || undefined });
      setReporting(false);
      toast(intl.formatMessage({ id: 'chat.safety.reported' }, { name: profile.name }), 'success');
    } catch (error) {
      toast(errorMessage(error), 'danger');
    }
  };
  const block = async () => {
    setConfirmingBlock(false);
    try {
      await blockMember(profile.id);
      toast(intl.formatMessage({ id: 'chat.safety.blocked' }, { name: profile.name }), 'info');
      getBus().publish('chats.reload-requested', {});
      await queryClient.invalidateQueries({ queryKey: chatsQueryKey });
      navigate(pathFor('chats'));
    } catch (error) {
      toast(errorMessage(error), 'danger');
    }
  };

  return (
    <div css={(theme: Theme) => ({ display: 'flex', gap: theme.space[1], flexWrap: 'wrap' })}>
      <Button variant="ghost" size="sm" onClick={() => setReporting(true)}>
        {intl.formatMessage({ id: 'chat.safety.report' })}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setConfirmingBlock(true)}>
        {intl.formatMessage({ id: 'chat.safety.block' })}
      </Button>
      <ReportDialog
        open={reporting}
        name={profile.name}
        evidence={intl.formatMessage({ id: 'chat.safety.reportEvidence' })}
        onClose={() => setReporting(false)}
        onSubmit={report}
      />
      <ConfirmDialog
        open={confirmingBlock}
        danger
        title={intl.formatMessage({ id: 'chat.safety.blockTitle' }, { name: profile.name })}
        confirmLabel={intl.formatMessage({ id: 'chat.safety.block' })}
        cancelLabel={intl.formatMessage({ id: 'chat.safety.cancel' })}
        onConfirm={() => void block()}
        onCancel={() => setConfirmingBlock(false)}
      >
        {intl.formatMessage({ id: 'chat.safety.blockExplain' })}
      </ConfirmDialog>
    </div>
  );
}
