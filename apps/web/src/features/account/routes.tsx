import type { RouteObject } from 'react-router';

export const publicRoutes: RouteObject[] = [
  { id: 'landing', lazy: async () => ({ Component: (await import('./pages/LandingPage')).LandingPage }) },
  { path: 'login', lazy: async () => ({ Component: (await import('./pages/LoginPage')).LoginPage }) },
  { path: 'register', lazy: async () => ({ Component: (await import('./pages/RegisterPage')).RegisterPage }) },
];

export const adminRoutes: RouteObject[] = [
  { path: 'profile', lazy: async () => ({ Component: (await import('./pages/ProfilePage')).ProfilePage }) },
];
