// @feature-public: other features import this module (docs/conventions.md, Layout).
import type {
  InboxAnswerResult,
  InboxClaimAnswer,
  InboxConversation,
  InboxFactSubject,
  InboxFigures,
  InboxPage,
} from '@dating/shared/contract';
import { staffApi } from '../../app/staff-api';

export const inboxKey = ['staff', 'inbox'] as const;
export const conversationKey = (id: number) => ['staff', 'inbox', 'conversation', id] as const;

/** GET inbox: waiting conversations, oldest first. */
export const getInbox = (signal?: AbortSignal) =>
  staffApi.request<InboxPage>('GET', '/api/staff/inbox', undefined, { signal });

export const getInboxConversation = (id: number, signal?: AbortSignal) =>
  staffApi.request<InboxConversation>('GET', `/api/staff/inbox/${id}`, undefined, { signal });

const write = <T>(path: string, body?: unknown) => staffApi.request<T>('POST', path, body, { retry: false });

export const claimConversation = (id: number) => write<InboxClaimAnswer>(`/api/staff/inbox/${id}/claim`);
export const releaseConversation = (id: number) => write<unknown>(`/api/staff/inbox/${id}/release`);
export const sendTyping = (id: number) => write<InboxClaimAnswer>(`/api/staff/inbox/${id}/typing`);
export const sendAnswer = (id: number, body: string, clientMessageId: string) =>
  write<InboxAnswerResult>(`/api/staff/inbox/${id}/answer`, { body, clientMessageId });
export const sendProfilePhoto = (id: number, photoId: number, clientMessageId: string) =>
  write<InboxAnswerResult>(`/api/staff/inbox/${id}/photo`, { photoId, clientMessageId });
export const addFact = (id: number, about: InboxFactSubject, text: string) =>
  write<unknown>(`/api/staff/inbox/${id}/facts`, { about, text });

export const figuresKey = ['staff', 'inbox', 'figures'] as const;
export const getInboxFigures = (signal?: AbortSignal) =>
  staffApi.request<InboxFigures>('GET', '/api/staff/inbox/figures', undefined, { signal });
