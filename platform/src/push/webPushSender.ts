import webPush from 'web-push';
import type { WebPushConfig } from '../config';

/** A browser's push subscription (PushSubscription.toJSON()): the push service's endpoint and the browser's keys. */
export interface PushTarget {
  endpoint: string;
  /** The browser's P-256 public key (base64url, 65 bytes uncompressed). */
  p256dh: string;
  /** The 16-byte authentication secret (base64url). */
  auth: string;
}

/** What the push service said: taken, gone for good (404/410: the subscription is to be removed) or refused. */
export type PushOutcome = { outcome: 'delivered' } | { outcome: 'gone' } | { outcome: 'failed'; status: number };

/** The Web Push channel of the alerts (ADR 0161). */
export interface PushSender {
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

/** How long a push message waits at the push service for an offline browser: an alert older than a day is stale. */
const TTL_SECONDS = 24 * 3600;

/**
 * Standard Web Push with `web-push`: the payload encrypted for the browser (RFC 8291, aes128gcm) and the request signed
 * with the VAPID key (RFC 8292), built by `generateRequestDetails` and posted with fetch (web-push's own sender speaks
 * HTTPS only; fetch also reaches the local push endpoint of the tests).
 */
export function webPushSender(config: WebPushConfig, fetchImpl: typeof fetch = fetch): PushSender {
  return {
    async send(target, payload) {
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey },
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          urgency: 'high',
        },
      );
      const response = await fetchImpl(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return { outcome: 'gone' };
      if (response.status >= 200 && response.status < 300) return { outcome: 'delivered' };
      return { outcome: 'failed', status: response.status };
    },
  };
}
