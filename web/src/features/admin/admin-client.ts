import type {
  AdminProfile,
  AdminReview,
  AdminStats,
  ChangePasswordResponse,
  Event,
  EventInput,
  EventUpdateInput,
  LoginResponse,
  MessageResponse,
  Trail,
  TrailCreateInput,
  TrailStatusInput,
  TrailStatusRecord,
  TrailUpdateInput,
  Video,
  VideoInput,
  VideoUpdateInput,
} from '@trailfinder/shared-types';
import { getJson, requestJson } from '../../lib/api-client';

/** Every admin endpoint lives below this prefix (one guard on the server). */
const ADMIN = '/api/admin';

/** The four calls of a managed collection: list, create, update, delete. */
function collection<Item, Create, Update>(path: string) {
  return {
    list: () => getJson<Item[]>(`${ADMIN}${path}`),
    create: (body: Create) => requestJson<Item>('POST', `${ADMIN}${path}`, body),
    update: (id: number, body: Update) => requestJson<Item>('PUT', `${ADMIN}${path}/${id}`, body),
    remove: (id: number) => requestJson<MessageResponse>('DELETE', `${ADMIN}${path}/${id}`),
  };
}

/**
 * The typed admin API (online only). Credentials travel only in the HttpOnly session cookie the
 * server sets at login: the page never sees or stores the token.
 */
export const adminClient = {
  login: (username: string, password: string) =>
    requestJson<LoginResponse>('POST', `${ADMIN}/login`, { username, password }),
  session: () => getJson<AdminProfile>(`${ADMIN}/session`),
  logout: () => requestJson<MessageResponse>('POST', `${ADMIN}/logout`),
  changePassword: (currentPassword: string, newPassword: string) =>
    requestJson<ChangePasswordResponse>('PUT', `${ADMIN}/change-password`, { currentPassword, newPassword }),
  stats: () => getJson<AdminStats>(`${ADMIN}/stats`),
  trails: collection<Trail, TrailCreateInput, TrailUpdateInput>('/routes'),
  videos: collection<Video, VideoInput, VideoUpdateInput>('/videos'),
  events: collection<Event, EventInput, EventUpdateInput>('/events'),
  /** A trail manager's status (open, caution, closed) with its notice and last day; clearing it leaves the model. */
  trailStatus: {
    set: (routeId: number, body: TrailStatusInput) =>
      requestJson<TrailStatusRecord>('PUT', `${ADMIN}/routes/${routeId}/status`, body),
    clear: (routeId: number) => requestJson<MessageResponse>('DELETE', `${ADMIN}/routes/${routeId}/status`),
  },
  reviews: {
    list: () => getJson<AdminReview[]>(`${ADMIN}/reviews`),
    remove: (id: number) => requestJson<MessageResponse>('DELETE', `${ADMIN}/reviews/${id}`),
  },
};

export type AdminCollection = 'trails' | 'videos' | 'events' | 'reviews';
