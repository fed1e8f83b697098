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
  Route,
  RouteCreateInput,
  RouteUpdateInput,
  Video,
  VideoInput,
  VideoUpdateInput,
} from '@trailfinder/shared-types';
import { getJson, requestJson } from '../../lib/api-client';

/**
 * The admin API (online only). The request helper adds `Authorization: Bearer` from
 * localStorage to every /api/admin path and to video writes.
 */
export const adminApi = {
  login: (username: string, password: string) =>
    requestJson<LoginResponse>('POST', '/api/admin/login', { username, password }),
  session: () => getJson<AdminProfile>('/api/admin/session'),
  logout: () => requestJson<MessageResponse>('POST', '/api/admin/logout'),
  changePassword: (currentPassword: string, newPassword: string) =>
    requestJson<ChangePasswordResponse>('PUT', '/api/admin/change-password', { currentPassword, newPassword }),

  stats: () => getJson<AdminStats>('/api/admin/stats'),

  routes: () => getJson<Route[]>('/api/admin/routes'),
  createRoute: (body: RouteCreateInput) => requestJson<Route>('POST', '/api/admin/routes', body),
  updateRoute: (id: number, body: RouteUpdateInput) => requestJson<Route>('PUT', `/api/admin/routes/${id}`, body),
  deleteRoute: (id: number) => requestJson<MessageResponse>('DELETE', `/api/admin/routes/${id}`),

  videos: () => getJson<Video[]>('/api/admin/videos'),
  createVideo: (body: VideoInput) => requestJson<Video>('POST', '/api/videos', body),
  updateVideo: (id: number, body: VideoUpdateInput) => requestJson<Video>('PUT', `/api/videos/${id}`, body),
  deleteVideo: (id: number) => requestJson<MessageResponse>('DELETE', `/api/videos/${id}`),

  events: () => getJson<Event[]>('/api/admin/events'),
  createEvent: (body: EventInput) => requestJson<Event>('POST', '/api/admin/events', body),
  updateEvent: (id: number, body: EventUpdateInput) => requestJson<Event>('PUT', `/api/admin/events/${id}`, body),
  deleteEvent: (id: number) => requestJson<MessageResponse>('DELETE', `/api/admin/events/${id}`),

  reviews: () => getJson<AdminReview[]>('/api/admin/reviews'),
  deleteReview: (id: number) => requestJson<MessageResponse>('DELETE', `/api/admin/reviews/${id}`),
};
