import type { Router } from 'express';
import { createHash } from 'node:crypto';
import {
  alertPreferencesSchema,
  pushKeyResponse,
  pushSubscriptionBody,
  pushUnsubscribeBody,
} from '@conectasst/common/api/alerts';
import { HttpError } from '@conectasst/platform/http/httpError';
import { alertMessages } from '@conectasst/common/rules/alertRules';
import { demandAlertsStream } from '@conectasst/events/schemas/demandEvents';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import { commandRouter, commandRoutes, messageResponses, route } from '../infrastructure/commandRoutes';
import type { RouteHandler } from '@conectasst/platform/http/route';
import { demandAlertsDecider } from './demandAlerts';

const declare = commandRoutes({ tags: ['Demandas'], access: 'provider' });

export const alertPreferencesRoute = declare.put(
  '/v1/alert-preferences',
  'Alertas de novas demandas do parceiro: e-mail na hora, resumo por hora ou desligado; horário de silêncio (America/Sao_Paulo); pausar',
  { access: 'provider', body: alertPreferencesSchema, responses: messageResponses('Preferências salvas') },
);

export const pushKeyRoute = declare.get(
  '/v1/push-subscriptions/key',
  'Chave pública VAPID para o navegador se inscrever nos alertas por Web Push',
  {
    responses: { 200: { description: 'Chave pública (applicationServerKey, base64url)', schema: pushKeyResponse } },
  },
);
export const pushSubscribeRoute = declare.post(
  '/v1/push-subscriptions',
  'Inscreve o navegador do parceiro nos alertas de novas demandas por Web Push (PushSubscription.toJSON())',
  {
    body: pushSubscriptionBody,
    responses: messageResponses('Navegador inscrito', { 422: 'Endereço de inscrição não aceito' }),
  },
);
export const pushUnsubscribeRoute = declare.delete(
  '/v1/push-subscriptions',
  'Deixa de enviar alertas por Web Push a este navegador (endpoint da inscrição)',
  {
    body: pushUnsubscribeBody,
    responses: messageResponses('Navegador removido'),
  },
);

/** A subscription's id: the endpoint's hash (the same browser subscribing again is the same subscription). */
export const pushSubscriptionId = (endpoint: string) =>
  createHash('sha256').update(endpoint).digest('base64url').slice(0, 32);

/**
 * The server posts to the endpoint a browser gives: only to a push service over HTTPS (in local mode also to this
 * machine, where the tests run their push service), never to another address on the server's network.
 */
function acceptedEndpoint(endpoint: string, mode: CommandDeps['config']['mode']): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
  if (mode !== 'production' && loopback) return true;
  return (
    url.protocol === 'https:' &&
    !loopback &&
    !/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|0\.)/.test(url.hostname) &&
    !url.hostname.endsWith('.local')
  );
}

/** POST /v1/push-subscriptions. */
function subscribePush(deps: CommandDeps): RouteHandler<typeof pushSubscribeRoute> {
  return async ({ body, user, idempotencyKey }) => {
    if (!acceptedEndpoint(body.endpoint, deps.config.mode))
      throw new HttpError(422, 'Este navegador não oferece um serviço de notificações aceito.');
    const result = await deps.commands.handle(
      demandAlertsStream(user!.id),
      demandAlertsDecider,
      {
        type: 'AddPushSubscription',
        providerId: user!.id,
        subscriptionId: pushSubscriptionId(body.endpoint),
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        now: deps.now().toISOString(),
      },
      metadataFor(user, idempotencyKey),
    );
    return {
      body: { message: 'Pronto! Este navegador vai receber os alertas de novas demandas.' },
      position: result.position,
    };
  };
}

/** DELETE /v1/push-subscriptions. */
function unsubscribePush(deps: CommandDeps): RouteHandler<typeof pushUnsubscribeRoute> {
  return async ({ body, user, idempotencyKey }) => {
    const result = await deps.commands.handle(
      demandAlertsStream(user!.id),
      demandAlertsDecider,
      {
        type: 'RemovePushSubscription',
        providerId: user!.id,
        subscriptionId: pushSubscriptionId(body.endpoint),
        reason: 'provider',
      },
      metadataFor(user, idempotencyKey),
    );
    return { body: { message: 'Este navegador não vai mais receber alertas.' }, position: result.position };
  };
}

/** PUT /v1/alert-preferences. */
function setAlertPreferences(deps: CommandDeps): RouteHandler<typeof alertPreferencesRoute> {
  return async ({ body, user, idempotencyKey }) => {
    const result = await deps.commands.handle(
      demandAlertsStream(user!.id),
      demandAlertsDecider,
      {
        type: 'SetAlertPreferences',
        providerId: user!.id,
        email: body.email,
        quietHours: body.quietHours,
        paused: body.paused,
      },
      metadataFor(user, idempotencyKey),
    );
    return { body: { message: alertMessages.saved }, position: result.position };
  };
}

export function alertsCommandRouter(deps: CommandDeps): Router {
  return commandRouter(deps.route, [
    route(alertPreferencesRoute, setAlertPreferences(deps)),
    route(pushKeyRoute, async () => ({ body: { publicKey: deps.config.webPush.publicKey } })),
    route(pushSubscribeRoute, subscribePush(deps)),
    route(pushUnsubscribeRoute, unsubscribePush(deps)),
  ]);
}
