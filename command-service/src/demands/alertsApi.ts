import type { Router } from 'express';
import { createHash } from 'node:crypto';
import {
  alertPreferencesSchema,
  pushKeyResponse,
  pushSubscriptionBody,
  pushUnsubscribeBody,
  whatsAppOptInBody,
  whatsAppVerifyBody,
  whatsAppWebhookCheckQuery,
} from '@conectasst/common/api/alerts';
import {
  WHATSAPP_CODE_MINUTES,
  WHATSAPP_CONSENT_TEXT,
  isStopRequest,
  whatsAppMessages,
} from '@conectasst/common/rules/alertRules';
import { isValidWebhookSignature, parseWebhook, SandboxWhatsApp } from '@conectasst/platform/messaging/whatsApp';
import { z } from 'zod';
import { newWhatsAppCode, whatsAppCodeHash, whatsAppMessengerFor, whatsAppNumber } from './whatsAppChannel';
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
      demandAlertsStream(user.id),
      demandAlertsDecider,
      {
        type: 'AddPushSubscription',
        providerId: user.id,
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
      demandAlertsStream(user.id),
      demandAlertsDecider,
      {
        type: 'RemovePushSubscription',
        providerId: user.id,
        subscriptionId: pushSubscriptionId(body.endpoint),
        reason: 'provider',
      },
      metadataFor(user, idempotencyKey),
    );
    return { body: { message: 'Este navegador não vai mais receber alertas.' }, position: result.position };
  };
}

export const whatsAppOptInRoute = declare.post(
  '/v1/whatsapp/opt-in',
  'Alertas por WhatsApp: o parceiro informa o celular e autoriza o envio; um código de 6 dígitos é enviado por WhatsApp',
  {
    body: whatsAppOptInBody,
    responses: messageResponses('Código enviado', { 422: 'Celular inválido', 503: 'WhatsApp indisponível' }),
  },
);
export const whatsAppVerifyRoute = declare.post(
  '/v1/whatsapp/verify',
  'Confirma o celular do WhatsApp com o código recebido; só então os alertas vão para ele',
  {
    body: whatsAppVerifyBody,
    responses: messageResponses('Celular confirmado', {
      409: 'Nenhum código pedido',
      422: 'Código inválido ou expirado',
    }),
  },
);
export const whatsAppOffRoute = declare.delete('/v1/whatsapp', 'Deixa de enviar alertas pelo WhatsApp', {
  responses: messageResponses('WhatsApp desligado'),
});
export const whatsAppWebhookRoute = declare.post(
  '/v1/whatsapp/webhook',
  'Webhook do WhatsApp Business Cloud API (assinatura X-Hub-Signature-256 verificada): status das mensagens e respostas; "PARAR" desliga os alertas',
  {
    access: 'public',
    body: z.looseObject({}),
    responses: messageResponses('Recebido', { 401: 'Assinatura inválida' }),
  },
);
export const whatsAppWebhookCheckRoute = declare.get(
  '/v1/whatsapp/webhook',
  'Verificação do webhook pelo Meta (hub.mode=subscribe, hub.verify_token, hub.challenge): devolve o desafio',
  {
    access: 'public',
    query: whatsAppWebhookCheckQuery,
    responses: { 200: { description: 'O desafio, em texto' }, 403: { description: 'Token de verificação errado' } },
  },
);
export const devWhatsAppRoute = declare.get(
  '/v1/dev/whatsapp',
  'Modo local: as mensagens de WhatsApp que o sandbox teria enviado (mais recentes primeiro)',
  {
    access: 'public',
    responses: {
      200: { description: 'Mensagens do sandbox', schema: z.array(z.looseObject({})) },
      404: { description: 'Fora do modo local' },
    },
  },
);

/** POST /v1/whatsapp/opt-in: the consent recorded, then the code sent (a failed send is the provider's to retry). */
function whatsAppOptIn(deps: CommandDeps): RouteHandler<typeof whatsAppOptInRoute> {
  return async ({ body, user, idempotencyKey }) => {
    const messenger = whatsAppMessengerFor(deps.config);
    if (!messenger) throw new HttpError(503, whatsAppMessages.unavailable);
    const phone = whatsAppNumber(body.phone);
    if (!phone) throw new HttpError(422, whatsAppMessages.phone);
    const code = newWhatsAppCode();
    const now = deps.now();
    const result = await deps.commands.handle(
      demandAlertsStream(user.id),
      demandAlertsDecider,
      {
        type: 'RequestWhatsAppCode',
        providerId: user.id,
        phone,
        codeHash: whatsAppCodeHash(deps.config.jwtSecret, user.id, code),
        consentText: WHATSAPP_CONSENT_TEXT,
        now: now.toISOString(),
        expiresAt: new Date(now.getTime() + WHATSAPP_CODE_MINUTES * 60_000).toISOString(),
      },
      metadataFor(user, idempotencyKey),
    );
    await messenger.send(phone, { name: 'codigo_verificacao', params: [code] });
    return { body: { message: whatsAppMessages.codeSent }, position: result.position };
  };
}

/** POST /v1/whatsapp/verify. */
function whatsAppVerify(deps: CommandDeps): RouteHandler<typeof whatsAppVerifyRoute> {
  return async ({ body, user, idempotencyKey }) => {
    const result = await deps.commands.handle(
      demandAlertsStream(user.id),
      demandAlertsDecider,
      {
        type: 'VerifyWhatsAppCode',
        providerId: user.id,
        codeHash: whatsAppCodeHash(deps.config.jwtSecret, user.id, body.code),
        now: deps.now().toISOString(),
      },
      metadataFor(user, idempotencyKey),
    );
    return { body: { message: whatsAppMessages.verified }, position: result.position };
  };
}

/** DELETE /v1/whatsapp. */
function whatsAppOff(deps: CommandDeps): RouteHandler<typeof whatsAppOffRoute> {
  return async ({ user, idempotencyKey }) => {
    const result = await deps.commands.handle(
      demandAlertsStream(user.id),
      demandAlertsDecider,
      { type: 'TurnWhatsAppOff', providerId: user.id, reason: 'provider', now: deps.now().toISOString() },
      metadataFor(user, idempotencyKey),
    );
    return { body: { message: whatsAppMessages.off }, position: result.position };
  };
}

/**
 * POST /v1/whatsapp/webhook: only a delivery signed with the app secret (X-Hub-Signature-256 over the raw body) is
 * read; an inbound "PARAR" turns the WhatsApp alerts of that number off. Statuses need no action here.
 */
function whatsAppWebhook(deps: CommandDeps): RouteHandler<typeof whatsAppWebhookRoute> {
  return async ({ req }) => {
    const c = deps.config.whatsApp;
    const raw = (req as { rawBody?: Buffer }).rawBody;
    if (c.messenger === 'off' || !raw || !isValidWebhookSignature(raw, req.get('x-hub-signature-256'), c.appSecret))
      throw new HttpError(401, 'Assinatura inválida.');
    const { inbound } = parseWebhook(JSON.parse(raw.toString('utf8')));
    let last;
    for (const message of inbound.filter((m) => isStopRequest(m.text))) {
      for (const providerId of await deps.lookups.providersByWhatsApp(message.from)) {
        const result = await deps.commands.handle(
          demandAlertsStream(providerId),
          demandAlertsDecider,
          { type: 'TurnWhatsAppOff', providerId, reason: 'stop', now: deps.now().toISOString() },
          { userId: 'system:whatsapp-webhook', role: 'system' },
        );
        last = result.position ?? last;
      }
    }
    return { body: { message: 'Recebido.' }, ...(last ? { position: last } : {}) };
  };
}

/** PUT /v1/alert-preferences. */
function setAlertPreferences(deps: CommandDeps): RouteHandler<typeof alertPreferencesRoute> {
  return async ({ body, user, idempotencyKey }) => {
    const result = await deps.commands.handle(
      demandAlertsStream(user.id),
      demandAlertsDecider,
      {
        type: 'SetAlertPreferences',
        providerId: user.id,
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
    // A code costs a WhatsApp message and guessing one must stay hopeless: bounded per address.
    route(whatsAppOptInRoute, whatsAppOptIn(deps), { limits: [{ windowMs: 60 * 60_000, limit: 10 }] }),
    route(whatsAppVerifyRoute, whatsAppVerify(deps), { limits: [{ windowMs: 15 * 60_000, limit: 10 }] }),
    route(whatsAppOffRoute, whatsAppOff(deps)),
    route(whatsAppWebhookRoute, whatsAppWebhook(deps)),
    route(whatsAppWebhookCheckRoute, async ({ query }) => {
      const c = deps.config.whatsApp;
      const expected = c.messenger === 'cloud' ? c.verifyToken : undefined;
      if (
        !expected ||
        query['hub.mode'] !== 'subscribe' ||
        query['hub.verify_token'] !== expected ||
        !query['hub.challenge']
      )
        throw new HttpError(403, 'Token de verificação inválido.');
      return { body: query['hub.challenge'], contentType: 'text/plain' };
    }),
    route(devWhatsAppRoute, async () => {
      const messenger = whatsAppMessengerFor(deps.config);
      if (deps.config.mode !== 'local' || !(messenger instanceof SandboxWhatsApp))
        throw new HttpError(404, 'Não encontrado.');
      return { body: messenger.list() };
    }),
  ]);
}
