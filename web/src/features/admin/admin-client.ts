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
  TrailImageResponse,
  TrailUpdateInput,
  Video,
  VideoInput,
  VideoUpdateInput,
} from '@trailfinder/shared-types';
import { getJson, HttpError, requestJson } from '../../lib/api-client';

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

/** Sends a file as the request body (not JSON): its own content type, the session cookie. */
async function sendFile<T>(path: string, file: Blob): Promise<T> {
  const res = await fetch(path, {
    method: 'PUT',
    credentials: 'include',
    headers: { accept: 'application/json', 'content-type': file.type },
    body: file,
  });
  if (!res.ok) throw new HttpError(res.status, await res.text().catch(() => ''), res.statusText);
  return (await res.json()) as T;
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
  /** A trail's uploaded picture: JPEG, PNG or WebP up to 2 MB, checked again by the server. */
  trailImage: {
    upload: (id: number, file: Blob) => sendFile<TrailImageResponse>(`${ADMIN}/routes/${id}/image`, file),
    remove: (id: number) => requestJson<MessageResponse>('DELETE', `${ADMIN}/routes/${id}/image`),
  },
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
