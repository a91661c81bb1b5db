/**
 * The cache where the service worker keeps the signed-in dater's last API answers, so what they
 * saw stays readable offline (web/src/sw.ts). Shared by the worker and the page, which both drop it
 * when the dater signs out. Only the name lives here: the e2e journeys read it without DOM types.
 */
export const API_CACHE_NAME = 'kindred-api-v1';
