import type { EmailPreference, ListEnvelope } from '@fikra/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { invalidate, queryKeys } from '../lib/queryKeys';

/** A notification record as the API returns it (GET /v1/notification/all): addressed to the signed-in user. */
export interface NotificationRecord {
  _id: string;
  title: { en: string; ar: string };
  body: { en: string; ar: string };
  link: string | null;
  read: boolean;
  user: { _id: string; username: string };
  version: number;
  createdAt: string;
  updatedAt: string;
}

const keys = {
  unread: [...queryKeys.notifications, 'unread'] as const,
  latest: [...queryKeys.notifications, 'latest'] as const,
  preferences: [...queryKeys.notifications, 'preferences'] as const,
};

/** How often the bell asks for its count while the page is open (and whenever the window regains focus). */
const BELL_REFRESH_MS = 60_000;

/** The bell's unread count (GET /v1/notifications/unread-count). */
export const useUnreadCount = (enabled: boolean) =>
  useQuery({
    queryKey: keys.unread,
    queryFn: () => api.get<{ count: number }>('/notifications/unread-count'),
    refetchInterval: BELL_REFRESH_MS,
    enabled,
  });

/** The newest notifications, for the bell's list. */
export const useLatestNotifications = (enabled: boolean) =>
  useQuery({
    queryKey: keys.latest,
    queryFn: () => api.get<ListEnvelope<NotificationRecord>>('/notification/all?limit=10'),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Marks one notification read (PUT of the record with read: true) or all of them. */
export function useMarkRead() {
  const client = useQueryClient();
  const done = () => invalidate(client, queryKeys.notifications);
  return {
    one: useMutation({
      mutationFn: (n: NotificationRecord) =>
        api.put<NotificationRecord>(`/notification/${n._id}`, { ...n, user: n.user._id, read: true }),
      onSuccess: done,
    }),
    all: useMutation({ mutationFn: () => api.post<{ count: number }>('/notifications/read-all'), onSuccess: done }),
  };
}

export interface EmailPreferenceState {
  email: EmailPreference;
  version: number;
}

export const useEmailPreference = () =>
  useQuery({ queryKey: keys.preferences, queryFn: () => api.get<EmailPreferenceState>('/notifications/preferences') });

export function useSaveEmailPreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailPreferenceState) => api.put<EmailPreferenceState>('/notifications/preferences', body),
    onSuccess: (saved) => client.setQueryData(keys.preferences, saved),
  });
}
